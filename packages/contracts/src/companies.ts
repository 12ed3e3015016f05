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
  registerDecorator,
} from 'class-validator';
import { OBJECT_PATH_PATTERN } from './media';
import { subject } from './subjects';

/** Message patterns the companies service answers. */
export const COMPANIES_PATTERNS = {
  /** `{}` → CompanyListResponse, newest first. */
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
} as const;

export const COMPANY_EVENT_ROLES = ['ATTENDED', 'SPONSORED', 'SPOKE', 'EXHIBITED'] as const;
export type CompanyEventRole = (typeof COMPANY_EVENT_ROLES)[number];
export const COMPANY_EVENT_STATUSES = ['published'] as const;

/** Largest PostgreSQL int: ids beyond it cannot exist, and must not reach a query. */
export const MAX_ID = 2_147_483_647;
export const LOGO_MAX_BYTES = 5_242_880;
export const PHOTO_MAX_BYTES = 52_428_800;
export const EVENT_MAX_PHOTOS = 10;
export const COMPANY_EDIT_TOKEN_HEADER = 'x-company-token';
export const COMPANY_FORBIDDEN_MESSAGE = 'You are not allowed to edit this company';

/** Slugs are lowercase words joined by dashes; anything else cannot name a company. */
export const COMPANY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

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
function IsRequiredText(required: string, maxLength: number, tooLong: string) {
  const present = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isRequiredText',
      target: object.constructor,
      propertyName,
      validator: {
        validate: (value: unknown) => present(value) && value.length <= maxLength,
        defaultMessage: (args) => (present(args?.value) ? tooLong : required),
      },
    });
}

const httpUrl = { protocols: ['http', 'https'], require_protocol: true, require_valid_protocol: true };

/** Body of POST /api/companies and PUT /api/companies/:slug. Empty strings become null. */
export class CompanyInput {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? clean(value) : value))
  @IsRequiredText('Company name is required', 200, 'Company name must be at most 200 characters')
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

/** The cross-field rule class-validator cannot express on one property. Null when fine. */
export function conferenceChoiceError(event: Pick<CompanyEventInput, 'conferenceId' | 'customConferenceName'>): string | null {
  const listed = event.conferenceId !== undefined && event.conferenceId !== null;
  const custom = typeof event.customConferenceName === 'string' && event.customConferenceName.length > 0;
  if (listed === custom) return 'Choose a conference from the list or enter a custom conference name (exactly one)';
  return null;
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

export interface CompanyListResponse {
  companies: CompanyJson[];
  total: number;
}

export interface EventConference {
  id: number;
  title: string;
  slug: string;
  location: string | null;
}

export interface CompanyEventJson {
  id: number;
  companySlug: string;
  conferenceId: number | null;
  /** Filled by the gateway from catalog; null when unknown or catalog is unavailable. */
  conference?: EventConference | null;
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
