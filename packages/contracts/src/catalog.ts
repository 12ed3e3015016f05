import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, isURL, isUUID, Matches } from 'class-validator';
import { Check } from './check';
import { subject } from './subjects';
import { MAX_ID } from './ids';
import { CATALOG_LIMITS, CONFERENCE_SORTS, CONFERENCE_STATUSES, CONFERENCE_TYPES, isCalendarDay, isDayOrInstant } from './catalog.types';
import type { ConferenceSort, ConferenceStatus, ConferenceType } from './catalog.types';
import { ConferenceDetailsFields, DiscoveryFilters } from './discovery';

export * from './catalog.types';

/**
 * Message patterns the catalog service answers. Other parts of the system depend on these
 * names; add new ones rather than renaming. Payloads and answers:
 * - list `ListConferencesQuery` → `ConferenceListResponse` (published only)
 * - getBySlug `ConferenceSlugMessage` → `Conference` (published only; NOT_FOUND 'Conference not found')
 * - getByIds `ConferenceIdsMessage` → `ConferenceSummary[]` (any status, one query)
 * - submit `SubmitConferenceDto` → `Conference` (source community; CONFLICT with details.slug on a duplicate)
 * - top `TopQuery` → `TopResponse`
 * - vote `VoteMessage` → `VoteResponse` (NOT_FOUND unknown conference, TOO_MANY_REQUESTS over the limits)
 * - adminList `PageQuery` → `Page<Conference>` (every status, newest first)
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
  /** OpenCfpsQuery → ConferenceListResponse: published, not cancelled, call still open, by deadline. */
  openCfps: subject('catalog.conferences.open-cfps'),
  /** `{ url }` → `LinkPreview`: fetch and read a page, save nothing (admin preview and public submit). */
  previewLink: subject('catalog.link-preview'),
  /** UpdateConferenceDetailsMessage → Conference (NOT_FOUND for an unknown id): CFP, mode, event status, place, languages, topics. */
  adminUpdateDetails: subject('catalog.admin.conferences.update-details'),
  /** IcpCandidatesQuery → ConferenceCandidate[]: bounded candidates for ICP-fit ranking, through indexes. */
  icpCandidates: subject('catalog.conferences.icp-candidates'),
  /** SitemapPartsQuery → SitemapPartsResponse over published conferences (past ones too: their pages stay). */
  sitemapParts: subject('catalog.sitemap.parts'),
  /** SitemapEntriesQuery → SitemapEntriesResponse: slug and updatedAt of published conferences in an id range. */
  sitemapEntries: subject('catalog.sitemap.entries'),
} as const;

/** A web URL with a scheme and a host name. */
export function isWebUrl(value: unknown): value is string {
  return typeof value === 'string' && isURL(value, { protocols: ['http', 'https'], require_protocol: true });
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
export class ListConferencesQuery extends DiscoveryFilters {
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
export class SubmitConferenceDto extends ConferenceDetailsFields {
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
  @Check(wholeNumber('conferenceId', 1, MAX_ID))
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
  @Check(wholeNumber('id', 1, MAX_ID))
  id: number;

  @Check(oneOf('status', CONFERENCE_STATUSES))
  status: ConferenceStatus;
}
