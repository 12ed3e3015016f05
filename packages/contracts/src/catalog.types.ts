import type { ConferenceSourceLink } from './sync.types';
/**
 * Catalog wire shapes and rules without decorators or Node APIs: the gateway, the services and the
 * web app (through `@confdir/contracts/web`) share these definitions.
 */
import type { ConferenceDetails, ConferenceDetailsInput } from './discovery-vocab';
import type { ServiceErrorPayload } from './errors';
import { textField } from './field-rules';

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
  /** Most votes one vote message carries (the gateway sends the votes that arrive together as one). */
  votesPerMessage: 64,
  /** Longest slug a conference can have; a longer one names no conference. */
  slug: 300,
  /** Most conference pages one getBySlugs message asks for (the gateway sends the reads that arrive together as one). */
  slugsPerMessage: 50,
} as const;

const MUST_BE_URL = 'Must be a valid URL';

/** The text fields of a submission (SPEC §5 wording); POST /api/submit and the submit form check these. */
export const SUBMISSION_FIELDS = {
  title: textField('Title', CATALOG_LIMITS.title, { required: true, messages: { required: 'Title is required', type: 'Title is required' } }),
  url: textField('URL', CATALOG_LIMITS.url, { required: true, format: 'url', messages: { required: MUST_BE_URL, type: MUST_BE_URL, format: MUST_BE_URL } }),
  location: textField('location', CATALOG_LIMITS.location),
} as const;

/** A conference as the API serves it. Dates are ISO strings (UTC); missing optional values are null. */
export interface Conference extends ConferenceDetails {
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
  /** The open datasets that list it (one conference's page and the admin list; gone ones for the admin only). */
  sources?: ConferenceSourceLink[];
}

/** What other services and the gateway's compositions need of a conference. */
export type ConferenceSummary = Pick<Conference, 'id' | 'slug' | 'title' | 'location' | 'startDateUTC' | 'endDateUTC' | 'status'> &
  /** Conference type; lets compositions compare past events with upcoming ones. */
  Partial<Pick<Conference, 'type'>>;

export interface ConferenceListResponse {
  conferences: Conference[];
  total: number;
  page: number;
  totalPages: number;
  /** The listing's counts per filter value (GET /api/conferences only). */
  facets?: ListingFacets;
  /** When q matches nothing: the closest query that matches something (GET /api/conferences only). */
  didYouMean?: string | null;
}

/** How many conferences a filter value would leave, the other filters and q as they are. */
export interface FacetCount {
  value: string;
  count: number;
}

/**
 * Counts per value of the listing's type, attendance mode, country and topic, each counted without its
 * own filter (disjunctive), so with no type chosen the type counts add up to `total`. A mode counts
 * what its filter finds (online and in-person include hybrid). Most frequent first; values without
 * conferences are left out. Exact, or at most 30 s behind the data.
 */
export interface ListingFacets {
  type: FacetCount[];
  mode: FacetCount[];
  country: FacetCount[];
  topic: FacetCount[];
}

/** GET /api/suggest: what to offer while a visitor types. */
export interface SuggestResponse {
  /** At most SUGGEST_LIMITS.conferences upcoming conferences, most relevant first. */
  conferences: Pick<Conference, 'slug' | 'title' | 'startDateUTC' | 'location'>[];
  /** Cities of published conferences whose name starts with the query, busiest first. */
  cities: { country: string; city: string; count: number }[];
  /** Topics whose name starts with (or contains) the query. */
  topics: string[];
}

export const SUGGEST_LIMITS = { query: 100, conferences: 8, cities: 3, topics: 3 } as const;

export interface TopResponse {
  conferences: Conference[];
}

export interface VoteResponse {
  hasVoted: boolean;
  votesCount: number;
}

/** One vote's answer inside a vote message's reply: its response, or its own error (404, 429). */
export type VoteResult = { vote: VoteResponse } | { error: ServiceErrorPayload };

/** Reply to getBySlugs: per slug, in the order asked, the published conference or null. */
export interface ConferencesBySlugReply {
  conferences: (Conference | null)[];
}

/** Reply to a vote message: one result per vote, in the order sent. */
export interface VoteBatchReply {
  results: VoteResult[];
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

/**
 * What `ConferencesService.create` accepts from any caller (submit, add-by-link, importer, demo seed).
 * Validated and normalised there with the same rules as a submission.
 */
export interface CreateConferenceInput extends ConferenceDetailsInput {
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
