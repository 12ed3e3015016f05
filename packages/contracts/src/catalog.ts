import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, isURL, isUUID, Matches, registerDecorator, ValidationArguments } from 'class-validator';
import { subject } from './subjects';

/**
 * Message patterns the catalog service answers. Other parts of the system depend on these
 * names; add new ones rather than renaming. Payloads and answers:
 * - list `ListConferencesQuery` → `ConferenceListResponse` (published only)
 * - getBySlug `ConferenceSlugMessage` → `Conference` (published only; NOT_FOUND 'Conference not found')
 * - getByIds `ConferenceIdsMessage` → `ConferenceSummary[]` (any status, one query)
 * - submit `SubmitConferenceDto` → `Conference` (source community; CONFLICT with details.slug on a duplicate)
 * - top `TopQuery` → `TopResponse`
 * - vote `VoteMessage` → `VoteResponse` (NOT_FOUND unknown conference, TOO_MANY_REQUESTS over the limits)
 * - adminList `{}` → `Conference[]` (every status, newest first)
 * - adminSetStatus `SetConferenceStatusDto` → `Conference` (NOT_FOUND for an unknown id)
 */
export const CATALOG_PATTERNS = {
  list: subject('catalog.conferences.list'),
  getBySlug: subject('catalog.conferences.get-by-slug'),
  /** `{ ids: number[] }` → ConferenceSummary[] for the ids that exist, any status. One batch call. */
  getByIds: subject('catalog.conferences.get-by-ids'),
  submit: subject('catalog.conferences.submit'),
  top: subject('catalog.top'),
  vote: subject('catalog.vote'),
  adminList: subject('catalog.admin.conferences.list'),
  adminSetStatus: subject('catalog.admin.conferences.set-status'),
  /** `{ url }` → fetches the page, parses it and creates the conference with source `admin`. */
  addByLink: subject('catalog.admin.add-by-link'),
  /** IcpCandidatesQuery → ConferenceCandidate[]: bounded candidates for ICP-fit ranking, through indexes. */
  icpCandidates: subject('catalog.conferences.icp-candidates'),
} as const;

export const CONFERENCE_TYPES = ['General', 'Tech', 'AI', 'SaaS', 'DevOps', 'Fintech', 'Security', 'Bio/Health'] as const;
export type ConferenceType = (typeof CONFERENCE_TYPES)[number];
export const CONFERENCE_SOURCES = ['community', 'admin', 'import', 'demo'] as const;
export type ConferenceSource = (typeof CONFERENCE_SOURCES)[number];
/** Only `published` is ever served publicly. */
export const CONFERENCE_STATUSES = ['published', 'hidden'] as const;
export type ConferenceStatus = (typeof CONFERENCE_STATUSES)[number];
export const CONFERENCE_SORTS = ['upcoming', 'recent'] as const;
export type ConferenceSort = (typeof CONFERENCE_SORTS)[number];

export const CATALOG_LIMITS = {
  pageSize: 12,
  maxLimit: 200,
  maxPage: 100_000,
  title: 200,
  url: 2048,
  location: 200,
  venue: 200,
  query: 200,
  /** Most conferences a top list returns. */
  topSize: 100,
  /** Most ids one getByIds call may ask for. */
  ids: 1000,
} as const;

/** A conference as the API serves it. Dates are ISO strings (UTC); missing optional values are null. */
export interface Conference {
  id: number;
  slug: string;
  title: string;
  url: string;
  imageUrl: string | null;
  startDateUTC: string | null;
  endDateUTC: string | null;
  location: string | null;
  venue: string | null;
  type: string;
  source: string;
  status: string;
  votesCount: number;
  createdAt: string;
  updatedAt: string;
}

/** What other services and the gateway's compositions need of a conference. */
export interface ConferenceSummary {
  id: number;
  slug: string;
  title: string;
  location: string | null;
  startDateUTC: string | null;
  endDateUTC: string | null;
  status: string;
  /** Conference type; lets compositions compare past events with upcoming ones. */
  type?: string;
}

export interface ConferenceListResponse {
  conferences: Conference[];
  total: number;
  page: number;
  totalPages: number;
}

export interface TopResponse {
  conferences: Conference[];
}

export interface VoteResponse {
  hasVoted: boolean;
  votesCount: number;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A real calendar day written YYYY-MM-DD (2027-02-30 is refused). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DAY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** A calendar day, or an ISO 8601 date-time with an explicit offset (so it names one instant). */
export function isDayOrInstant(value: unknown): value is string {
  if (isCalendarDay(value)) return true;
  return typeof value === 'string' && DATE_TIME.test(value) && isCalendarDay(value.slice(0, 10)) && !Number.isNaN(Date.parse(value));
}

/** A web URL with a scheme and a host name. */
export function isWebUrl(value: unknown): value is string {
  return typeof value === 'string' && isURL(value, { protocols: ['http', 'https'], require_protocol: true });
}

/**
 * One rule per field whose message says exactly what is wrong, so a missing value reads
 * 'Title is required' once rather than one line per broken constraint.
 */
function Check(problem: (value: unknown) => string | null) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: `check_${propertyName}`,
      target: target.constructor,
      propertyName,
      options: { message: (args: ValidationArguments) => problem(args.value) ?? '' },
      validator: { validate: (value: unknown) => problem(value) === null },
    });
}

function text(label: string, max: number, opts: { required?: string; valid?: (v: string) => boolean; invalid?: string } = {}) {
  return (value: unknown): string | null => {
    if (value === undefined || value === null || value === '') return opts.required ?? null;
    if (typeof value !== 'string') return opts.invalid ?? `${label} must be a single text value`;
    // PostgreSQL text cannot hold NUL, so letting one through would fail in the database as a 500.
    if (value.includes('\u0000')) return `${label} must not contain NUL characters`;
    if (value.length > max) return `${label} must be at most ${max} characters`;
    if (opts.valid && !opts.valid(value)) return opts.invalid ?? `${label} is not valid`;
    return null;
  };
}

function wholeNumber(label: string, min: number, max: number) {
  return (value: unknown): string | null =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? null : `${label} must be a whole number from ${min} to ${max}`;
}

function oneOf(label: string, values: readonly string[], extra: string[] = []) {
  return (value: unknown): string | null =>
    typeof value === 'string' && values.includes(value) ? null : `${label} must be one of: ${[...extra, ...values].join(', ')}`;
}

/** Query strings arrive as text: '' means absent, digits become a number, anything else stays and fails the check. */
function toOptionalInt({ value }: { value: unknown }): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value);
  return value;
}

/** '' and 'all' mean no filter. */
function emptyOrAllToUndefined({ value }: { value: unknown }): unknown {
  return value === '' || value === 'all' || value === null ? undefined : value;
}

function trimToUndefined({ value }: { value: unknown }): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Optional text: trimmed, '' becomes null. */
function trimToNull({ value }: { value: unknown }): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

const day = (label: string) => (value: unknown) => (isCalendarDay(value) ? null : `${label} must be a date written YYYY-MM-DD`);
const dayOrInstant = (label: string) => (value: unknown) =>
  isDayOrInstant(value) ? null : `${label} must be a date written YYYY-MM-DD (or an ISO 8601 date-time)`;

/** GET /api/conferences. */
export class ListConferencesQuery {
  @IsOptional()
  @Transform(trimToUndefined)
  @Check(text('q', CATALOG_LIMITS.query))
  q?: string;

  @IsOptional()
  @Transform(emptyOrAllToUndefined)
  @Check(oneOf('type', CONFERENCE_TYPES, ['all']))
  type?: ConferenceType;

  @IsOptional()
  @Transform(emptyOrAllToUndefined)
  @Check(day('from'))
  from?: string;

  @IsOptional()
  @Transform(emptyOrAllToUndefined)
  @Check(day('to'))
  to?: string;

  @IsOptional()
  @Transform(trimToUndefined)
  @Check(text('location', CATALOG_LIMITS.location))
  location?: string;

  @IsOptional()
  @Transform(emptyOrAllToUndefined)
  @Check(oneOf('sort', CONFERENCE_SORTS))
  sort?: ConferenceSort;

  @IsOptional()
  @Transform(toOptionalInt)
  @Check(wholeNumber('page', 1, CATALOG_LIMITS.maxPage))
  page?: number;

  @IsOptional()
  @Transform(toOptionalInt)
  @Check(wholeNumber('limit', 1, CATALOG_LIMITS.maxLimit))
  limit?: number;
}

export class ConferenceSlugMessage {
  @Check(text('slug', 300, { required: 'slug is required' }))
  slug: string;
}

export class ConferenceIdsMessage {
  @IsArray()
  @ArrayMaxSize(CATALOG_LIMITS.ids)
  @IsInt({ each: true })
  ids: number[];
}

/** POST /api/submit (SPEC §5). Empty optional values become null. */
export class SubmitConferenceDto {
  @Transform(trimToUndefined)
  @Check(text('Title', CATALOG_LIMITS.title, { required: 'Title is required', invalid: 'Title is required' }))
  title: string;

  @Transform(trimToUndefined)
  @Check(text('URL', CATALOG_LIMITS.url, { required: 'Must be a valid URL', valid: isWebUrl, invalid: 'Must be a valid URL' }))
  url: string;

  @IsOptional()
  @Transform(trimToNull)
  @Check(text('location', CATALOG_LIMITS.location))
  location?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @Check(dayOrInstant('startDate'))
  startDate?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @Check(dayOrInstant('endDate'))
  endDate?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @Check(oneOf('type', CONFERENCE_TYPES))
  type?: ConferenceType | null;
}

/**
 * What `ConferencesService.create` accepts from any caller (submit, add-by-link, importer, demo seed).
 * Validated and normalised there with the same rules as a submission.
 */
export interface CreateConferenceInput {
  title: string;
  url: string;
  startDate?: string | null;
  endDate?: string | null;
  location?: string | null;
  venue?: string | null;
  imageUrl?: string | null;
  type?: string | null;
  online?: boolean;
}

/** GET /api/top. Without a quarter, the current UTC quarter. */
export class TopQuery {
  @IsOptional()
  @Transform(trimToUndefined)
  @Check((v) => (typeof v === 'string' && /^\d{4}-Q[1-4]$/.test(v) ? null : 'quarter must be written YYYY-Qn, e.g. 2027-Q1'))
  quarter?: string;

  @IsOptional()
  @Transform(emptyOrAllToUndefined)
  @Check(oneOf('type', CONFERENCE_TYPES, ['all']))
  type?: ConferenceType;
}

/** POST /api/vote body. */
export class VoteDto {
  @Check(wholeNumber('conferenceId', 1, 2_147_483_647))
  conferenceId: number;

  @Check((v) => (typeof v === 'string' && isUUID(v) ? null : 'voterId must be a UUID'))
  voterId: string;
}

/** What the gateway sends the service: the vote plus a keyed hash of the client address (never the address). */
export class VoteMessage extends VoteDto {
  @IsOptional()
  @IsString()
  @Matches(/^[0-9a-f]{64}$/)
  clientHash?: string | null;
}

export class SetConferenceStatusDto {
  @Check(wholeNumber('id', 1, 2_147_483_647))
  id: number;

  @Check(oneOf('status', CONFERENCE_STATUSES))
  status: ConferenceStatus;
}
