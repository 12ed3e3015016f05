import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
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
import { COMPANY_EVENT_ROLES, COMPANY_EVENT_STATUSES, COMPANY_SLUG_PATTERN, EVENT_MAX_PHOTOS } from './companies.types';
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
  /** SimilarCompaniesQuery → SimilarCompany[], most similar first (bounded pool, bounded events). */
  similar: subject('companies.similar'),
  /** ConferenceCompaniesQuery → ConferenceAttendee[]: published track-record entries of one conference. */
  attendees: subject('companies.attendees'),
  /** CompanyNamesQuery → `{ name, slug }[]` for the names that are companies (case-insensitive). */
  slugsByNames: subject('companies.slugs-by-names'),
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

/** One rule, one message: a string, not blank after trimming, and within its length. */
const requiredText = (required: string, maxLength: number, tooLong: string) => (value: unknown): string | null => {
  if (typeof value !== 'string' || value.trim().length === 0) return required;
  return value.length <= maxLength ? null : tooLong;
};

const httpUrl = { protocols: ['http', 'https'], require_protocol: true, require_valid_protocol: true };

/** Body of POST /api/companies and PUT /api/companies/:slug. Empty strings become null. */
export class CompanyInput {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? clean(value) : value))
  @Check(requiredText('Company name is required', 200, 'Company name must be at most 200 characters'))
  name: string;

  @optionalText()
  @IsOptional()
  @IsUrl(httpUrl, { message: 'Website must be a valid http(s) URL' })
  @MaxLength(2048, { message: 'Website must be at most 2048 characters' })
  website?: string | null;

  @optionalText()
  @IsOptional()
  @IsString({ message: 'Logo must be an uploaded image' })
  @Matches(OBJECT_PATH_PATTERN, { message: 'Logo must be an image uploaded here (/api/objects/...)' })
  logoUrl?: string | null;

  @optionalText()
  @IsOptional()
  @IsEmail({}, { message: 'Invalid email' })
  @MaxLength(254, { message: 'Contact email must be at most 254 characters' })
  contactEmail?: string | null;

  @optionalText() @IsOptional() @IsString() @MaxLength(500, { message: 'Locations must be at most 500 characters' })
  locations?: string | null;

  @optionalText() @IsOptional() @IsString() @MaxLength(500, { message: 'Backing must be at most 500 characters' })
  backing?: string | null;

  @optionalText() @IsOptional() @IsString() @MaxLength(2000, { message: 'Summary must be at most 2000 characters' })
  icpSummary?: string | null;

  @optionalText() @IsOptional() @IsString() @MaxLength(1000, { message: 'Target industries must be at most 1000 characters' })
  targetIndustries?: string | null;

  @optionalText() @IsOptional() @IsString() @MaxLength(1000, { message: 'Target titles must be at most 1000 characters' })
  targetTitles?: string | null;

  @optionalText() @IsOptional() @IsString() @MaxLength(1000, { message: 'Target company sizes must be at most 1000 characters' })
  targetCompanySizes?: string | null;

  @optionalText() @IsOptional() @IsString() @MaxLength(1000, { message: 'Target regions must be at most 1000 characters' })
  targetRegions?: string | null;

  @optionalText() @IsOptional() @IsString() @MaxLength(2000, { message: 'Additional notes must be at most 2000 characters' })
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
  @IsString({ message: 'Conference name must be text' })
  @MaxLength(300, { message: 'Conference name must be at most 300 characters' })
  customConferenceName?: string | null;

  @optionalText() @IsOptional() @IsString() @MaxLength(300, { message: 'Location must be at most 300 characters' })
  location?: string | null;

  @Transform(({ value }: { value: unknown }) => (value === undefined || value === null || value === '' ? 'ATTENDED' : value))
  @IsIn(COMPANY_EVENT_ROLES, { message: `Role must be one of ${COMPANY_EVENT_ROLES.join(', ')}` })
  role: CompanyEventRole = 'ATTENDED';

  @IsOptional()
  @IsInt({ message: 'Rating must be a whole number from 1 to 5' })
  @Min(1, { message: 'Rating must be a whole number from 1 to 5' })
  @Max(5, { message: 'Rating must be a whole number from 1 to 5' })
  rating?: number | null;

  @IsOptional()
  @IsInt({ message: 'Year must be a whole number from 2000 to 2100' })
  @Min(2000, { message: 'Year must be a whole number from 2000 to 2100' })
  @Max(2100, { message: 'Year must be a whole number from 2000 to 2100' })
  year?: number | null;

  @IsOptional()
  @IsInt({ message: 'Month must be a whole number from 1 to 12' })
  @Min(1, { message: 'Month must be a whole number from 1 to 12' })
  @Max(12, { message: 'Month must be a whole number from 1 to 12' })
  month?: number | null;

  @optionalText() @IsOptional() @IsString() @MaxLength(5000, { message: 'Outcomes must be at most 5000 characters' })
  outcomes?: string | null;

  @optionalText() @IsOptional() @IsString() @MaxLength(5000, { message: 'Notes must be at most 5000 characters' })
  notes?: string | null;

  @optionalText()
  @IsOptional()
  @IsUrl(httpUrl, { message: 'Case study URL must be a valid http(s) URL' })
  @MaxLength(2048, { message: 'Case study URL must be at most 2048 characters' })
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
