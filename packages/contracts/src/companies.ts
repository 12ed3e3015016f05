import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { Check } from './check';
import { OBJECT_PATH_PATTERN } from './media.types';
import { subject } from './subjects';
import { MAX_ID } from './ids';
import { COMPANY_EVENT_FIELDS, COMPANY_EVENT_ROLES, COMPANY_EVENT_STATUSES, COMPANY_FIELDS, COMPANY_SLUG_PATTERN, EVENT_MAX_PHOTOS } from './companies.types';
import type { CompanyEventRole } from './companies.types';

export * from './companies.types';

/** Message patterns the companies service answers. */
export const COMPANIES_PATTERNS = {
  /** `PageQuery` → CompanyListResponse: one page, newest first, with `total`. */
  list: subject('companies.list'),
  /** `{ slug }` → `{ company, events }` (events without `conference`; the gateway adds it). */
  getBySlug: subject('companies.get-by-slug'),
  /** CompanyInput → CreatedCompany (the edit token appears only here). */
  create: subject('companies.create'),
  /** UpdateCompanyPayload → CompanyJson. */
  update: subject('companies.update'),
  /** CreateCompanyEventPayload → CompanyEventJson. */
  createEvent: subject('companies.events.create'),
  /** UpdateCompanyEventPayload → CompanyEventJson. */
  updateEvent: subject('companies.events.update'),
  /** DeleteCompanyEventPayload → `{ id }`. */
  deleteEvent: subject('companies.events.delete'),
  /** ListCompanyEventsQuery → CompanyEventJson[] (without `conference`). */
  listEvents: subject('companies.events.list'),
  /** AuthorizeCompanyPayload → `{ companySlug }`; 404 unknown, 403 not allowed. Lets the gateway refuse before any side effect. */
  authorize: subject('companies.authorize'),
  /**
   * SimilarCompaniesQuery → CompanyWithPeers: the company, its events (as getBySlug) and its peers, most
   * similar first (bounded pool, bounded events), in one answer because every caller needs all three.
   */
  similar: subject('companies.similar'),
  /**
   * ConferenceCompaniesLookup → ConferenceCompaniesParts: published track-record entries of one conference,
   * and `{ name, slug }` for the given names that are companies (case-insensitive).
   */
  conferenceCompanies: subject('companies.conference-companies'),
  /** ConferencePageCompaniesLookup → ConferencePageCompanies: conferenceCompanies and listEvents of one conference page at once. */
  conferencePage: subject('companies.conference-page'),
  /** SitemapPartsQuery → SitemapPartsResponse over every company profile (all are public). */
  sitemapParts: subject('companies.sitemap.parts'),
  /** SitemapEntriesQuery → SitemapEntriesResponse: slug and last change of company profiles in an id range. */
  sitemapEntries: subject('companies.sitemap.entries'),
} as const;

/** Trimmed, without NUL characters (PostgreSQL text cannot hold them and they mean nothing here). */
const clean = (value: string): string => value.replaceAll('\u0000', '').trim();

/** Cleans text; blank text becomes null so "nothing entered" is stored as nothing. */
const optionalText = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const cleaned = clean(value);
    return cleaned === '' ? null : cleaned;
  });

/** Body of POST /api/companies and PUT /api/companies/:slug. Empty strings become null. */
export class CompanyInput {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? clean(value) : value))
  @Check(COMPANY_FIELDS.name)
  name: string;

  @optionalText()
  @IsOptional()
  @Check(COMPANY_FIELDS.website)
  website?: string | null;

  @optionalText()
  @IsOptional()
  @IsString({ message: 'Logo must be an uploaded image' })
  @Matches(OBJECT_PATH_PATTERN, { message: 'Logo must be an image uploaded here (/api/objects/...)' })
  logoUrl?: string | null;

  @optionalText()
  @IsOptional()
  @Check(COMPANY_FIELDS.contactEmail)
  contactEmail?: string | null;

  @optionalText() @IsOptional() @Check(COMPANY_FIELDS.locations)
  locations?: string | null;

  @optionalText() @IsOptional() @Check(COMPANY_FIELDS.backing)
  backing?: string | null;

  @optionalText() @IsOptional() @Check(COMPANY_FIELDS.icpSummary)
  icpSummary?: string | null;

  @optionalText() @IsOptional() @Check(COMPANY_FIELDS.targetIndustries)
  targetIndustries?: string | null;

  @optionalText() @IsOptional() @Check(COMPANY_FIELDS.targetTitles)
  targetTitles?: string | null;

  @optionalText() @IsOptional() @Check(COMPANY_FIELDS.targetCompanySizes)
  targetCompanySizes?: string | null;

  @optionalText() @IsOptional() @Check(COMPANY_FIELDS.targetRegions)
  targetRegions?: string | null;

  @optionalText() @IsOptional() @Check(COMPANY_FIELDS.targetNotes)
  targetNotes?: string | null;
}

/**
 * Body of POST /api/companies/:slug/events and PATCH /api/company-events/:id (a full replacement).
 * Exactly one of conferenceId and customConferenceName: see `conferenceChoiceError`.
 */
export class CompanyEventInput {
  @IsOptional()
  @IsInt({ message: 'conferenceId must be a whole number' })
  @Min(1, { message: 'conferenceId must be a whole number' })
  @Max(MAX_ID, { message: 'Conference not found' })
  conferenceId?: number | null;

  @optionalText()
  @IsOptional()
  @Check(COMPANY_EVENT_FIELDS.customConferenceName)
  customConferenceName?: string | null;

  @optionalText() @IsOptional() @Check(COMPANY_EVENT_FIELDS.location)
  location?: string | null;

  @Transform(({ value }: { value: unknown }) => (value === undefined || value === null || value === '' ? 'ATTENDED' : value))
  @IsIn(COMPANY_EVENT_ROLES, { message: `Role must be one of ${COMPANY_EVENT_ROLES.join(', ')}` })
  role: CompanyEventRole = 'ATTENDED';

  @IsOptional()
  @Check(COMPANY_EVENT_FIELDS.rating)
  rating?: number | null;

  @IsOptional()
  @Check(COMPANY_EVENT_FIELDS.year)
  year?: number | null;

  @IsOptional()
  @Check(COMPANY_EVENT_FIELDS.month)
  month?: number | null;

  @optionalText() @IsOptional() @Check(COMPANY_EVENT_FIELDS.outcomes)
  outcomes?: string | null;

  @optionalText() @IsOptional() @Check(COMPANY_EVENT_FIELDS.notes)
  notes?: string | null;

  @optionalText()
  @IsOptional()
  @Check(COMPANY_EVENT_FIELDS.caseStudyUrl)
  caseStudyUrl?: string | null;

  /** An empty list is stored as null (SPEC §5: photoUrls null when empty). */
  @Transform(({ value }: { value: unknown }) => (Array.isArray(value) && value.length === 0 ? null : value))
  @IsOptional()
  @IsArray({ message: 'photoUrls must be a list' })
  @ArrayMaxSize(EVENT_MAX_PHOTOS, { message: `At most ${EVENT_MAX_PHOTOS} photos per event` })
  @IsString({ each: true, message: 'Each photo must be an image uploaded here (/api/objects/...)' })
  @Matches(OBJECT_PATH_PATTERN, { each: true, message: 'Each photo must be an image uploaded here (/api/objects/...)' })
  photoUrls?: string[] | null;

  @IsOptional()
  @IsIn(COMPANY_EVENT_STATUSES, { message: 'Status must be published' })
  status?: (typeof COMPANY_EVENT_STATUSES)[number];
}

/** Who is asking: the gateway has already checked the admin key; an edit token is checked by the service. */
export class CompanyAuth {
  @IsOptional()
  @IsBoolean()
  admin?: boolean;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  editToken?: string;
}

export class UpdateCompanyPayload {
  @IsString() @Matches(COMPANY_SLUG_PATTERN, { message: 'Company not found' }) @MaxLength(120)
  slug: string;

  @ValidateNested() @Type(() => CompanyInput)
  company: CompanyInput;

  @ValidateNested() @Type(() => CompanyAuth)
  auth: CompanyAuth;
}

export class CreateCompanyEventPayload {
  @IsString() @Matches(COMPANY_SLUG_PATTERN, { message: 'Company not found' }) @MaxLength(120)
  companySlug: string;

  @ValidateNested() @Type(() => CompanyEventInput)
  event: CompanyEventInput;

  @ValidateNested() @Type(() => CompanyAuth)
  auth: CompanyAuth;
}

export class UpdateCompanyEventPayload {
  @IsInt() @Min(1) @Max(MAX_ID)
  id: number;

  @ValidateNested() @Type(() => CompanyEventInput)
  event: CompanyEventInput;

  @ValidateNested() @Type(() => CompanyAuth)
  auth: CompanyAuth;
}

export class DeleteCompanyEventPayload {
  @IsInt() @Min(1) @Max(MAX_ID)
  id: number;

  @ValidateNested() @Type(() => CompanyAuth)
  auth: CompanyAuth;
}

/** Either a company (by slug) or an event (by id) the caller wants to change. */
export class AuthorizeCompanyPayload {
  @IsOptional() @IsString() @Matches(COMPANY_SLUG_PATTERN, { message: 'Company not found' }) @MaxLength(120)
  companySlug?: string;

  @IsOptional() @IsInt() @Min(1) @Max(MAX_ID)
  eventId?: number;

  @ValidateNested() @Type(() => CompanyAuth)
  auth: CompanyAuth;
}

export class CompanySlugPayload {
  @IsString() @Matches(COMPANY_SLUG_PATTERN, { message: 'Company not found' }) @MaxLength(120)
  slug: string;
}

/** Query of GET /api/company-events (numbers arrive as text in a query string). */
export class ListCompanyEventsQuery {
  @Transform(({ value }: { value: unknown }) => (value === '' || value === undefined || value === null ? undefined : Number(value)))
  @IsOptional()
  @IsInt({ message: 'conferenceId must be a whole number' })
  @Min(1, { message: 'conferenceId must be a whole number' })
  @Max(MAX_ID, { message: 'conferenceId must be a whole number' })
  conferenceId?: number;

  @optionalText()
  @IsOptional()
  @IsString()
  @Matches(COMPANY_SLUG_PATTERN, { message: 'companySlug must be a company address like "crustdata"' })
  @MaxLength(120, { message: 'companySlug must be at most 120 characters' })
  companySlug?: string;
}

export function isAtLeastOneFilter(query: ListCompanyEventsQuery): boolean {
  return query.conferenceId !== undefined || (typeof query.companySlug === 'string' && query.companySlug.length > 0);
}
