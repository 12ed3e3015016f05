/**
 * How the listing (`/upcoming`) and the CFP page read their URL query and write it back. The web app reads
 * its pages' state with these (on the server and in the browser), and the gateway derives each page's
 * canonical URL from the very same functions (canonical-page-url.ts). The ranking's and the companies list's
 * are in files of their own, so a page's script carries only its own readers.
 */
import { CATALOG_LIMITS, CONFERENCE_SORTS, CONFERENCE_TYPES, type ConferenceSort } from './catalog.types';
import { CONTINENT_CODES, isCountryCode } from './countries';
import { CFP_LIMITS, CONFERENCE_TOPICS, isLanguageCode } from './discovery-vocab';
import { ATTENDANCE_MODES } from './icp';

/**
 * The discovery filters (attendance mode, country, continent, language, topic, open CFP, inclusion) as the
 * listing, the CFP page and their calendar/feed links share them; '' means no filter.
 */
export interface DiscoveryFilterState {
  mode: string;
  country: string;
  continent: string;
  language: string;
  topic: string;
  cfpOpen: boolean;
  /** Inclusion (issue 31): links a code of conduct; captions or sign language; scholarships. */
  coc: boolean;
  captions: boolean;
  scholarship: boolean;
}

export const NO_DISCOVERY_FILTERS: DiscoveryFilterState = {
  mode: '',
  country: '',
  continent: '',
  language: '',
  topic: '',
  cfpOpen: false,
  coc: false,
  captions: false,
  scholarship: false,
};

/** The yes-only filters, written `?coc=true`; absent (or anything else) is no filter. */
const YES_FILTERS = ['coc', 'captions', 'scholarship'] as const;

const oneOf = (list: readonly string[]) => (v: string) => list.includes(v);
const READERS: Record<Exclude<keyof DiscoveryFilterState, 'cfpOpen' | (typeof YES_FILTERS)[number]>, (v: string) => boolean> = {
  mode: oneOf(ATTENDANCE_MODES),
  country: isCountryCode,
  continent: oneOf(CONTINENT_CODES),
  language: isLanguageCode,
  topic: oneOf(CONFERENCE_TOPICS),
};

/** From the URL query; a value the API would refuse counts as no filter. */
export function readDiscoveryFilters(params: URLSearchParams): DiscoveryFilterState {
  const state = { ...NO_DISCOVERY_FILTERS, cfpOpen: params.get('cfp') === 'open' };
  for (const [key, valid] of Object.entries(READERS) as [keyof typeof READERS, (v: string) => boolean][]) {
    const value = params.get(key) ?? '';
    if (valid(value)) state[key] = value;
  }
  for (const key of YES_FILTERS) state[key] = params.get(key) === 'true';
  return state;
}

/** Adds the set filters to `params`, in the API's own names (also the calendar and feed query). */
export function writeDiscoveryFilters(params: URLSearchParams, f: DiscoveryFilterState, withCfp = true): URLSearchParams {
  for (const key of Object.keys(READERS) as (keyof typeof READERS)[]) if (f[key]) params.set(key, f[key]);
  if (withCfp && f.cfpOpen) params.set('cfp', 'open');
  for (const key of YES_FILTERS) if (f[key]) params.set(key, 'true');
  return params;
}

/** The listing's (`/upcoming`) filter state (SPEC §3); 'all' means no type filter. */
export interface BrowseFilters extends DiscoveryFilterState {
  q: string;
  type: string;
  from: string;
  to: string;
  location: string;
  sort: ConferenceSort;
  page: number;
}

export const DEFAULT_FILTERS: BrowseFilters = { q: '', type: 'all', from: '', to: '', location: '', sort: 'upcoming', page: 1, ...NO_DISCOVERY_FILTERS };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A page number from 1 to `max`: a larger one is the last page there can be, anything else 1. */
function pageNumber(value: number, max: number): number {
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : 1;
}

/** Reads the listing's filters from the URL query; values the API would refuse fall back to their defaults. */
export function readFilters(params: URLSearchParams): BrowseFilters {
  const type = params.get('type') ?? '';
  const sort = params.get('sort') ?? '';
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return ISO_DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';
  };
  return {
    q: params.get('q') ?? '',
    type: (CONFERENCE_TYPES as readonly string[]).includes(type) ? type : 'all',
    from: day('from'),
    to: day('to'),
    location: params.get('location') ?? '',
    sort: (CONFERENCE_SORTS as readonly string[]).includes(sort) ? (sort as ConferenceSort) : 'upcoming',
    page: pageNumber(Number(params.get('page')), CATALOG_LIMITS.maxPage),
    ...readDiscoveryFilters(params),
  };
}

/**
 * The listing's URL query, leaving out defaults so a plain listing keeps a plain URL. Free text is
 * written as typed (the search box reads it back from the URL while the visitor types).
 */
export function writeFilters(filters: BrowseFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q);
  if (filters.type !== 'all') params.set('type', filters.type);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.location.trim()) params.set('location', filters.location);
  writeDiscoveryFilters(params, filters);
  if (filters.sort !== 'upcoming') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The listing's query as a page's own URL writes it: free text trimmed, as the API reads it ("rust " finds what "rust" finds). */
export function listingPageQuery(filters: BrowseFilters): URLSearchParams {
  return writeFilters({ ...filters, q: filters.q.trim(), location: filters.location.trim() });
}

/** What a landing page's path fixes: a topic (/topics/:topic) or a country, and with it the continent (/countries/:cc[/:city]). */
export type LandingFacet = 'topic' | 'country';
const FIXED_BY_PATH: Record<LandingFacet, Partial<BrowseFilters>> = { topic: { topic: '' }, country: { country: '', continent: '' } };

/** A landing page's filters: the listing's, less the ones its path fixes (those come from the path, never the query). */
export function readLandingFilters(params: URLSearchParams, fixed: LandingFacet): BrowseFilters {
  return { ...readFilters(params), ...FIXED_BY_PATH[fixed] };
}

/** The map's (/map) filters: the listing's without page and sort (it shows every match at once). */
export function readMapFilters(params: URLSearchParams): BrowseFilters {
  return { ...readFilters(params), sort: 'upcoming', page: 1 };
}

/** The calendar's (/calendar/:yyyy/:mm) filters: the map's without a date range (the month is its range). */
export function readCalendarFilters(params: URLSearchParams): BrowseFilters {
  return { ...readMapFilters(params), from: '', to: '' };
}

/** The CFP page's filters and page number, from its URL query; every call it lists is open, so `cfp` is not read. */
export function readCfpQuery(params: URLSearchParams): { filters: DiscoveryFilterState; page: number } {
  return { filters: { ...readDiscoveryFilters(params), cfpOpen: false }, page: pageNumber(Number.parseInt(params.get('page') ?? '1', 10), CFP_LIMITS.maxPage) };
}

/** The CFP page's own URL query: its filters in one order and the page; anything else is dropped. */
export function cfpPageQuery(filters: DiscoveryFilterState, page: number): URLSearchParams {
  const query = writeDiscoveryFilters(new URLSearchParams(), filters, false);
  if (page > 1) query.set('page', String(page));
  return query;
}
