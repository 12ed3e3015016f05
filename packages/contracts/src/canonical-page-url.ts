/**
 * One URL per page: the gateway redirects any other spelling of a page (tracking parameters, empty or
 * default filter fields, unknown or repeated parameters, another order, letter case or slashes in the
 * path) to this one, so a shared cache keeps one copy of each page and a hostile query string cannot
 * make it keep a copy per variant. The query of each page is what the web app itself reads from it
 * (listing-query.ts, ranking-query.ts, companies-query.ts): a redirect never changes what a page shows.
 */
import { MAX_SERVER_PAGES, readShownPages } from './companies-query';
import { cfpPageQuery, listingPageQuery, readCalendarFilters, readCfpQuery, readFilters, readLandingFilters, readMapFilters } from './listing-query';
import { currentSelection, readSelection, readShown, SHOW_STEP, writeSelection } from './ranking-query';

export type PageKind =
  | 'top'
  | 'upcoming'
  | 'cfp'
  | 'conference'
  | 'companies'
  | 'company'
  | 'submit'
  | 'create-company'
  | 'admin'
  | 'topic'
  | 'country'
  | 'city'
  | 'map'
  | 'calendar'
  | 'calendar-now'
  | 'not-found';

/** The web app's page routes (web/src/app/routes.tsx; a web spec keeps the two lists equal). */
export const PAGE_ROUTES: readonly { kind: Exclude<PageKind, 'not-found'>; path: string }[] = [
  { kind: 'top', path: '/' },
  { kind: 'upcoming', path: '/upcoming' },
  { kind: 'submit', path: '/submit' },
  { kind: 'conference', path: '/conference/:slug' },
  { kind: 'companies', path: '/companies' },
  { kind: 'company', path: '/companies/:slug' },
  { kind: 'create-company', path: '/create-company' },
  { kind: 'admin', path: '/admin' },
  { kind: 'cfp', path: '/cfp' },
  { kind: 'topic', path: '/topics/:topic' },
  { kind: 'country', path: '/countries/:cc' },
  { kind: 'city', path: '/countries/:cc/:city' },
  { kind: 'map', path: '/map' },
  { kind: 'calendar', path: '/calendar/:yyyy/:mm' },
  // Redirects to the current month's page (the web app's loader; a 302, since the target moves).
  { kind: 'calendar-now', path: '/calendar' },
];

/**
 * Parameters written in lower case only: ISO country codes (`/countries/de`) and topics. A city is left as
 * it is: the page itself redirects any spelling of a city's name to its slug (it takes the gazetteer).
 */
const LOWER_CASE_PARAMS: ReadonlySet<string> = new Set([':cc', ':topic']);

/** The canonical query of each page kind, from what the page reads; none for the others. */
const QUERIES: Partial<Record<PageKind, (params: URLSearchParams, now: Date) => URLSearchParams>> = {
  top: (params, now) => {
    const selection = readSelection(params, now);
    const current = currentSelection(now);
    // The current quarter is the plain `/` (also its head's canonical link); any other is spelled out.
    const query = selection.quarter === current.quarter && selection.year === current.year ? new URLSearchParams() : writeSelection(selection);
    if (selection.type !== 'all') query.set('type', selection.type);
    const shown = readShown(params);
    if (shown > SHOW_STEP) query.set('show', String(shown));
    return query;
  },
  upcoming: (params) => listingPageQuery(readFilters(params)),
  topic: (params) => listingPageQuery(readLandingFilters(params, 'topic')),
  country: (params) => listingPageQuery(readLandingFilters(params, 'country')),
  city: (params) => listingPageQuery(readLandingFilters(params, 'country')),
  map: (params) => listingPageQuery(readMapFilters(params)),
  calendar: (params) => listingPageQuery(readCalendarFilters(params)),
  'calendar-now': (params) => listingPageQuery(readCalendarFilters(params)),
  cfp: (params) => {
    const { filters, page } = readCfpQuery(params);
    return cfpPageQuery(filters, page);
  },
  // The server renders at most MAX_SERVER_PAGES pages: a longer list is the same page.
  companies: (params) => {
    const pages = Math.min(readShownPages(params), MAX_SERVER_PAGES);
    return new URLSearchParams(pages > 1 ? { page: String(pages) } : {});
  },
  'create-company': (params) => new URLSearchParams(params.get('edit') ? { edit: params.get('edit') as string } : {}),
};

export interface CanonicalPage {
  kind: PageKind;
  /** Path and query, e.g. `/upcoming?type=AI&page=2`; always one `/` and then not another. */
  url: string;
}

const utf8 = new TextDecoder();
const HEX_BYTE = /^%[0-9a-f]{2}/i;
const PLAIN_SEGMENT = /^[^%\u0080-\uffff]*$/;
const textEncoder = new TextEncoder();

/** A path segment's text: valid escapes decoded, a stray `%` kept as it is, broken UTF-8 as U+FFFD. */
function decodeSegment(segment: string): string {
  // Most segments (every slug) are plain ASCII: nothing to decode, and the walk below allocates per character.
  if (PLAIN_SEGMENT.test(segment)) return segment;
  const bytes: number[] = [];
  for (let i = 0; i < segment.length; ) {
    if (HEX_BYTE.test(segment.slice(i, i + 3))) {
      bytes.push(Number.parseInt(segment.slice(i + 1, i + 3), 16));
      i += 3;
    } else {
      const char = String.fromCodePoint(segment.codePointAt(i) as number);
      bytes.push(...textEncoder.encode(char));
      i += char.length;
    }
  }
  return utf8.decode(new Uint8Array(bytes));
}

/**
 * The path's segments as text, as a URL parser resolves them (the server render reads its URL with one):
 * empty ones (`//`, a trailing `/`) dropped, `.` and `..` (also escaped) resolved.
 */
function segmentsOf(path: string): string[] {
  const segments: string[] = [];
  for (const raw of path.split('/')) {
    const segment = decodeSegment(raw);
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  return segments;
}

function matchRoute(segments: string[]): { kind: PageKind; path: string } {
  for (const route of PAGE_ROUTES) {
    const parts = route.path.split('/').filter(Boolean);
    // React Router matches paths without regard to letter case; parameters are kept as they are.
    if (parts.length !== segments.length || !parts.every((part, i) => part.startsWith(':') || part === segments[i].toLowerCase())) continue;
    const param = (part: string, segment: string) => encodeURIComponent(LOWER_CASE_PARAMS.has(part) ? segment.toLowerCase() : segment);
    return { kind: route.kind, path: `/${parts.map((part, i) => (part.startsWith(':') ? param(part, segments[i]) : part)).join('/')}` };
  }
  return { kind: 'not-found', path: `/${segments.map(encodeURIComponent).join('/')}` };
}

/**
 * The one URL of the page `rawUrl` (a request's path and query, as received) names at `now` (the ranking's
 * current quarter is `/`). Pages that read nothing from the query, and unknown paths, have none.
 */
export function canonicalPageUrl(rawUrl: string, now: Date): CanonicalPage {
  // An absolute-form request target (`GET http://host/path`) names its path after the authority.
  const target = rawUrl.startsWith('/') ? rawUrl : rawUrl.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const mark = target.indexOf('?');
  const path = mark === -1 ? target : target.slice(0, mark);
  const { kind, path: canonicalPath } = matchRoute(segmentsOf(path));
  const query = QUERIES[kind]?.(new URLSearchParams(mark === -1 ? '' : target.slice(mark + 1)), now).toString() ?? '';
  return { kind, url: query ? `${canonicalPath}?${query}` : canonicalPath };
}
