/** Companies as the API serves them (SPEC §3). Text fields are strings or null; lists are comma-separated. */
export interface Company {
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

export type CompanyFields = Omit<Company, 'id' | 'slug' | 'createdAt' | 'updatedAt'>;

export const EVENT_ROLES = ['ATTENDED', 'SPONSORED', 'SPOKE', 'EXHIBITED'] as const;
export type EventRole = (typeof EVENT_ROLES)[number];

export interface ConferenceRef {
  id: number;
  title: string;
  slug: string;
  location?: string | null;
}

export interface CompanyEvent {
  id: number;
  companySlug: string;
  conferenceId: number | null;
  conference: ConferenceRef | null;
  customConferenceName: string | null;
  location: string | null;
  role: string;
  rating: number | null;
  year: number | null;
  month: number | null;
  outcomes: string | null;
  notes: string | null;
  caseStudyUrl: string | null;
  photoUrls: string[] | null;
  status: string;
  createdAt: string;
}

/** What POST /api/companies/:slug/events and PATCH /api/company-events/:id take. */
export interface CompanyEventPayload {
  conferenceId: number | null;
  customConferenceName: string | null;
  location: string | null;
  role: EventRole;
  rating: number | null;
  year: number | null;
  month: number | null;
  outcomes: string | null;
  notes: string | null;
  caseStudyUrl: string | null;
  photoUrls: string[] | null;
}

/** A company-interest entry of the company's current pipeline. */
export interface PipelineInterest {
  id: number;
  conferenceId: number;
  conference: Pick<ConferenceRef, 'id' | 'title' | 'slug'> | null;
  companyName: string | null;
  status: string;
  updatedAt: string;
}

export interface CompanyProfile {
  company: Company;
  events: CompanyEvent[];
  interests: PipelineInterest[];
}
