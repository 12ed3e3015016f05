/**
 * Companies wire shapes, limits and the cross-field event rule without decorators or Node APIs:
 * the gateway, the service and the web app (through `@confdir/contracts/web`) share these definitions.
 */
import { numberField, textField } from './field-rules';
import type { PageInfo } from './paging.types';

export const COMPANY_EVENT_ROLES = ['ATTENDED', 'SPONSORED', 'SPOKE', 'EXHIBITED'] as const;
export type CompanyEventRole = (typeof COMPANY_EVENT_ROLES)[number];
export const COMPANY_EVENT_STATUSES = ['published'] as const;

export const LOGO_MAX_BYTES = 5_242_880;
export const PHOTO_MAX_BYTES = 52_428_800;
export const EVENT_MAX_PHOTOS = 10;
/** The featured company unless FEATURED_COMPANY_SLUG/NAME say otherwise (SPEC §1). */
export const DEFAULT_FEATURED_COMPANY = { slug: 'crustdata', name: 'Crustdata' } as const;
export const COMPANY_EDIT_TOKEN_HEADER = 'x-company-token';
export const COMPANY_FORBIDDEN_MESSAGE = 'You are not allowed to edit this company';

/** Slugs are lowercase words joined by dashes; anything else cannot name a company. */
export const COMPANY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The rules of a company profile (POST/PUT /api/companies and the company form). */
export const COMPANY_FIELDS = {
  name: textField('Company name', 200, { required: true, messages: { required: 'Company name is required', type: 'Company name is required' } }),
  website: textField('Website', 2048, { format: 'url' }),
  contactEmail: textField('Contact email', 254, { format: 'email', messages: { format: 'Invalid email' } }),
  locations: textField('Locations', 500),
  backing: textField('Backing', 500),
  icpSummary: textField('Summary', 2000),
  targetIndustries: textField('Target industries', 1000),
  targetTitles: textField('Target titles', 1000),
  targetCompanySizes: textField('Target company sizes', 1000),
  targetRegions: textField('Target regions', 1000),
  targetNotes: textField('Additional notes', 2000),
} as const;

/** The rules of a track-record event (the company event dialog, the admin form and their endpoints). */
export const COMPANY_EVENT_FIELDS = {
  customConferenceName: textField('Conference name', 300),
  location: textField('Location', 300),
  rating: numberField('Rating', 1, 5),
  year: numberField('Year', 2000, 2100),
  month: numberField('Month', 1, 12),
  outcomes: textField('Outcomes', 5000),
  notes: textField('Notes', 5000),
  caseStudyUrl: textField('Case study URL', 2048, { format: 'url' }),
} as const;

/** The cross-field rule class-validator cannot express on one property. Null when fine. */
export function conferenceChoiceError(event: { conferenceId?: number | null; customConferenceName?: string | null }): string | null {
  const listed = event.conferenceId !== undefined && event.conferenceId !== null;
  const custom = typeof event.customConferenceName === 'string' && event.customConferenceName.length > 0;
  if (listed === custom) return 'Choose a conference from the list or enter a custom conference name (exactly one)';
  return null;
}

export interface CompanyJson {
  id: number;
  name: string;
  slug: string;
  website: string | null;
  logoUrl: string | null;
  contactEmail: string | null;
  locations: string | null;
  backing: string | null;
  icpSummary: string | null;
  targetIndustries: string | null;
  targetTitles: string | null;
  targetCompanySizes: string | null;
  targetRegions: string | null;
  targetNotes: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Answer to create: the only time the edit token is ever shown. */
export interface CreatedCompany extends CompanyJson {
  editToken: string;
}

/** One page of the directory, newest first; `total` counts every company. */
export interface CompanyListResponse extends PageInfo {
  companies: CompanyJson[];
}

export interface EventConference {
  id: number;
  title: string;
  slug: string;
  location: string | null;
}

/** What a company event says; the body of POST /api/companies/:slug/events and PATCH /api/company-events/:id. */
export interface CompanyEventFields {
  conferenceId: number | null;
  customConferenceName: string | null;
  location: string | null;
  role: CompanyEventRole;
  rating: number | null;
  year: number | null;
  month: number | null;
  outcomes: string | null;
  notes: string | null;
  caseStudyUrl: string | null;
  photoUrls: string[] | null;
}

export interface CompanyEventJson extends CompanyEventFields {
  id: number;
  companySlug: string;
  /** Filled by the gateway from catalog; null when unknown or catalog is unavailable. */
  conference?: EventConference | null;
  status: string;
  createdAt: string;
}

/** What the companies service answers to getBySlug. */
export interface CompanyWithEvents {
  company: CompanyJson;
  events: CompanyEventJson[];
}

export interface PipelineEntry {
  id: number;
  conferenceId: number;
  conference: { id: number; title: string; slug: string } | null;
  companyName: string | null;
  status: string;
  updatedAt: string;
}

/** GET /api/companies/:slug. */
export interface CompanyProfileResponse {
  company: CompanyJson;
  events: CompanyEventJson[];
  interests: PipelineEntry[];
}
