import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsOptional, IsString, isUUID, Matches, ValidateNested } from 'class-validator';
import { Check } from './check';
import { apiRule } from './field-checks';
import { subject } from './subjects';
import { MAX_ID } from './ids';
import { CATALOG_LIMITS, CONFERENCE_SORTS, CONFERENCE_STATUSES, CONFERENCE_TYPES, isCalendarDay, isDayOrInstant, SUBMISSION_FIELDS, SUGGEST_LIMITS } from './catalog.types';
import { numberField, textField } from './field-rules';
import type { ConferenceSort, ConferenceStatus, ConferenceType } from './catalog.types';
import { ConferenceDetailsFields, DiscoveryFilters } from './discovery';

export * from './catalog.types';
export * from './sync';

/**
 * Message patterns the catalog service answers. Other parts of the system depend on these
 * names; add new ones rather than renaming. Payloads and answers:
 * - list `ListConferencesQuery` → `ConferenceListResponse` (published only)
 * - getBySlug `ConferenceSlugMessage` → `Conference` (published only; NOT_FOUND 'Conference not found')
 * - getBySlugs `ConferenceSlugsMessage` → `ConferencesBySlugReply`: per slug in order, the published conference or null
 * - getByIds `ConferenceIdsMessage` → `ConferenceSummary[]` (any status, one query)
 * - submit `SubmitConferenceDto` → `Conference` (source community; CONFLICT with details.slug on a duplicate)
 * - top `TopQuery` → `TopResponse`
 * - vote `VoteBatchMessage` → `VoteBatchReply`: one result per vote in order, each a `VoteResponse` or its own
 *   error (NOT_FOUND unknown conference, TOO_MANY_REQUESTS over the limits); the others are not affected
 * - adminList `PageQuery` → `Page<Conference>` (every status, newest first)
 * - adminSetStatus `SetConferenceStatusDto` → `Conference` (NOT_FOUND for an unknown id)
 */
export const CATALOG_PATTERNS = {
  list: subject('catalog.conferences.list'),
  getBySlug: subject('catalog.conferences.get-by-slug'),
  getBySlugs: subject('catalog.conferences.get-by-slugs'),
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
  /** IcpRankQuery → IcpRankAnswer: one page of the upcoming conferences ranked by fit with a company's ICP and track records. */
  icpRank: subject('catalog.conferences.icp-rank'),
  /** SitemapPartsQuery → SitemapPartsResponse over published conferences (past ones too: their pages stay). */
  sitemapParts: subject('catalog.sitemap.parts'),
  /** SuggestQuery → SuggestResponse: conferences, cities and topics matching what a visitor is typing. */
  suggest: subject('catalog.suggest'),
  /** SitemapEntriesQuery → SitemapEntriesResponse: slug and updatedAt of published conferences in an id range. */
  sitemapEntries: subject('catalog.sitemap.entries'),
  /** `{}` → SyncSourcesResponse: each source, its upstream, schedule and last 10 runs. */
  adminSyncSources: subject('catalog.admin.sync.sources'),
  /** SyncSourceMessage → SyncStartedResponse (CONFLICT while a sync runs); the run goes on after the answer. */
  adminSyncRun: subject('catalog.admin.sync.run'),
  /** PageQuery → Page<SyncReviewJson>: open near misses, oldest first. */
  adminSyncReviews: subject('catalog.admin.sync.reviews'),
  /** ResolveSyncReviewMessage → Conference: linked to the conference named, or created (NOT_FOUND, CONFLICT). */
  adminSyncResolve: subject('catalog.admin.sync.resolve'),
} as const;

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
  @Check(textField('q', CATALOG_LIMITS.query))
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
  @Check(textField('location', CATALOG_LIMITS.location))
  location?: string;

  @IsOptional()
  @Transform(emptyOrAllToUndefined)
  @Check(oneOf('sort', CONFERENCE_SORTS))
  sort?: ConferenceSort;

  @IsOptional()
  @Transform(toOptionalInt)
  @Check(numberField('page', 1, CATALOG_LIMITS.maxPage, { required: true }))
  page?: number;

  @IsOptional()
  @Transform(toOptionalInt)
  @Check(numberField('limit', 1, CATALOG_LIMITS.maxLimit, { required: true }))
  limit?: number;
}

/** What a conference slug must be to be looked up (a NUL or an over-long one names no row and is refused). */
export const slugIssue = apiRule(textField('slug', CATALOG_LIMITS.slug, { required: true }));

export class ConferenceSlugMessage {
  @Check(slugIssue)
  slug: string;
}

/** The conference pages asked for at the gateway together (issue 12); 1 to slugsPerMessage, each a valid slug. */
export class ConferenceSlugsMessage {
  @Check((value) =>
    Array.isArray(value) && value.length >= 1 && value.length <= CATALOG_LIMITS.slugsPerMessage
      ? (value.map(slugIssue).find((issue) => issue !== null) ?? null)
      : `slugs must hold 1 to ${CATALOG_LIMITS.slugsPerMessage} slugs`,
  )
  slugs: string[];
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
  @Check(SUBMISSION_FIELDS.title)
  title: string;

  @Transform(trimToUndefined)
  @Check(SUBMISSION_FIELDS.url)
  url: string;

  @IsOptional()
  @Transform(trimToNull)
  @Check(SUBMISSION_FIELDS.location)
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

/** GET /api/top. Without a quarter, the current UTC quarter; without a limit, the whole top (topSize). */
/** GET /api/suggest. */
export class SuggestQuery {
  @Transform(trimToUndefined)
  @Check(textField('q', SUGGEST_LIMITS.query, { required: true }))
  q!: string;
}

export class TopQuery {
  @IsOptional()
  @Transform(trimToUndefined)
  @Check((v) => (typeof v === 'string' && /^\d{4}-Q[1-4]$/.test(v) ? null : 'quarter must be written YYYY-Qn, e.g. 2027-Q1'))
  quarter?: string;

  @IsOptional()
  @Transform(emptyOrAllToUndefined)
  @Check(oneOf('type', CONFERENCE_TYPES, ['all']))
  type?: ConferenceType;

  /** The first `limit` of the ranking (default and most: topSize), so a page can show the top 25 without the rest. */
  @IsOptional()
  @Transform(toOptionalInt)
  @Check(numberField('limit', 1, CATALOG_LIMITS.topSize, { required: true }))
  limit?: number;
}

/** POST /api/vote body. */
export class VoteDto {
  @Check(numberField('conferenceId', 1, MAX_ID, { required: true }))
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

/** The votes that arrived at the gateway together, cast together (issue 12); 1 to votesPerMessage. */
export class VoteBatchMessage {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(CATALOG_LIMITS.votesPerMessage)
  @ValidateNested({ each: true })
  @Type(() => VoteMessage)
  votes: VoteMessage[];
}

export class SetConferenceStatusDto {
  @Check(numberField('id', 1, MAX_ID, { required: true }))
  id: number;

  @Check(oneOf('status', CONFERENCE_STATUSES))
  status: ConferenceStatus;
}
