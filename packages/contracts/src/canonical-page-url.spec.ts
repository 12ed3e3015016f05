import fc from 'fast-check';
import { canonicalPageUrl } from './canonical-page-url';
import { MAX_SERVER_PAGES, readShownPages } from './companies-query';
import { readCfpQuery, readFilters } from './listing-query';
import { readSelection, readShown } from './ranking-query';

const NOW = new Date('2027-05-10T12:00:00Z'); // Q2 2027
const canonical = (url: string) => canonicalPageUrl(url, NOW).url;
const queryOf = (url: string) => new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');

describe('canonicalPageUrl', () => {
  it('drops tracking parameters, empty and default filter fields and unknown parameters', () => {
    expect(canonical('/?utm_source=x&utm_medium=social&fbclid=abc&gclid=1')).toBe('/');
    expect(canonical('/upcoming?q=&type=all&from=&to=&location=&mode=&country=&continent=&language=&topic=&sort=upcoming&page=1')).toBe('/upcoming');
    expect(canonical('/cfp?page=1&cfp=open&whatever=1')).toBe('/cfp');
    expect(canonical('/conference/react-summit-2027?ref=newsletter')).toBe('/conference/react-summit-2027');
    expect(canonical('/companies/acme?utm_campaign=x')).toBe('/companies/acme');
    expect(canonical('/submit?utm_source=x')).toBe('/submit');
  });

  it('writes the filters the listing reads in the order its own links use, once each', () => {
    expect(canonical('/upcoming?page=2&type=AI&utm_source=x&type=Tech&q=%20rust%20')).toBe('/upcoming?q=rust&type=AI&page=2');
    expect(canonical('/upcoming?sort=recent&country=DE&cfp=open&mode=online')).toBe('/upcoming?mode=online&country=DE&cfp=open&sort=recent');
    // What the page cannot read is what it does not show: the API's names and spellings only.
    expect(canonical('/upcoming?type=Nope&country=Germany&from=tomorrow&page=-2')).toBe('/upcoming');
    // Past the API's last page is its last page.
    expect(canonical('/upcoming?page=999999999')).toBe('/upcoming?page=100000');
    expect(canonical('/cfp?page=2abc&topic=javascript')).toBe('/cfp?topic=javascript&page=2');
  });

  it('keeps the inclusion filters when set and drops them when empty or false', () => {
    expect(canonical('/upcoming?captions=true&utm_source=x&coc=true&sort=recent')).toBe('/upcoming?coc=true&captions=true&sort=recent');
    expect(canonical('/upcoming?coc=&captions=false&scholarship=yes')).toBe('/upcoming');
    expect(canonical('/upcoming?scholarship=true')).toBe('/upcoming?scholarship=true');
    expect(canonical('/cfp?coc=true&cfp=open')).toBe('/cfp?coc=true');
  });

  it('keeps the ranking of the current quarter at / and spells out any other', () => {
    expect(canonical('/?quarter=Q2&year=2027')).toBe('/');
    expect(canonical('/?year=2027&quarter=Q2&type=AI&show=40')).toBe('/?type=AI&show=50');
    expect(canonical('/?quarter=Q4')).toBe('/?quarter=Q4&year=2027');
    expect(canonical('/?quarter=Q4&year=2028&show=25')).toBe('/?quarter=Q4&year=2028');
    expect(canonical('/?quarter=Q9&year=1999&show=abc')).toBe('/');
  });

  it('keeps as many company pages as the server renders', () => {
    expect(canonical('/companies?page=3')).toBe('/companies?page=3');
    expect(canonical('/companies?page=40')).toBe(`/companies?page=${MAX_SERVER_PAGES}`);
    expect(canonical('/companies?page=1&utm_source=x')).toBe('/companies');
    expect(canonical('/create-company?edit=acme&utm_source=x')).toBe('/create-company?edit=acme');
  });

  it('spells a page path one way: its letter case, single slashes, no trailing slash', () => {
    expect(canonicalPageUrl('/UpComing/?type=AI', NOW)).toEqual({ kind: 'upcoming', url: '/upcoming?type=AI' });
    expect(canonical('//companies//acme/')).toBe('/companies/acme');
    expect(canonical('/upc%6Fming')).toBe('/upcoming');
    expect(canonical('/conference/a%2Fb')).toBe('/conference/a%2Fb');
    expect(canonical('/upcoming/../cfp/./')).toBe('/cfp');
    expect(canonical('http://evil.example/upcoming?type=AI')).toBe('/upcoming?type=AI');
  });

  it('gives the landing pages, the map and the calendar the listing query less what their path fixes', () => {
    expect(canonicalPageUrl('/Topics/JavaScript?topic=rust&type=AI&page=2&utm_source=x', NOW)).toEqual({ kind: 'topic', url: '/topics/javascript?type=AI&page=2' });
    expect(canonicalPageUrl('/countries/DE?country=FR&continent=EU&mode=online', NOW)).toEqual({ kind: 'country', url: '/countries/de?mode=online' });
    // A city keeps its spelling here: the page redirects a name to the city's slug (it needs the gazetteer).
    expect(canonicalPageUrl('/countries/CH/Z%C3%BCrich?q=%20ai%20&country=DE', NOW)).toEqual({ kind: 'city', url: '/countries/ch/Z%C3%BCrich?q=ai' });
    expect(canonicalPageUrl('/map?page=3&sort=recent&topic=rust&country=DE', NOW)).toEqual({ kind: 'map', url: '/map?country=DE&topic=rust' });
    expect(canonicalPageUrl('/calendar/2026/03?from=2026-03-02&to=2026-03-09&type=AI&page=2', NOW)).toEqual({ kind: 'calendar', url: '/calendar/2026/03?type=AI' });
    expect(canonicalPageUrl('/calendar/?utm_source=x&mode=online', NOW)).toEqual({ kind: 'calendar-now', url: '/calendar?mode=online' });
  });

  it('answers an unknown path as itself without its query', () => {
    expect(canonicalPageUrl('/no/such/page?utm_source=x', NOW)).toEqual({ kind: 'not-found', url: '/no/such/page' });
    expect(canonicalPageUrl('/conference/a/b', NOW).kind).toBe('not-found');
    expect(canonical('/%E0%A4%A?x=1')).toBe('/%EF%BF%BD%25A');
  });

  it('never names another host: no `//` or `/\\` at the start of the URL it redirects to', () => {
    expect(canonical('//evil.example/x')).toBe('/evil.example/x');
    expect(canonical('/\\evil.example')).toBe('/%5Cevil.example');
    expect(canonical('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });
});

/** Query parts: the pages' own names and values, tracking and unknown names, empty, odd and hostile values. */
const names = fc.constantFrom('q', 'type', 'from', 'to', 'location', 'mode', 'country', 'continent', 'language', 'topic', 'cfp', 'sort', 'page', 'quarter', 'year', 'show', 'edit', 'utm_source', 'fbclid', 'gclid', 'x');
const values = fc.oneof(
  fc.constantFrom('', 'all', 'AI', 'Bio/Health', 'open', 'recent', 'upcoming', 'DE', 'de', 'EU', 'en', 'javascript', 'online', 'Q1', 'Q3', '2026', '2027', '2028', '2027-02-30', '2027-06-01', '0', '1', '2', '50', '-1', '1e3', '99999999', ' rust ', '%', '+'),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
);
const query = fc.array(fc.tuple(names, values), { maxLength: 8 }).map((pairs) => new URLSearchParams(pairs).toString());
const path = fc.oneof(
  fc.constantFrom('/', '/upcoming', '/cfp', '/companies', '/submit', '/create-company', '/admin', '/UPCOMING/', '//cfp', '/conference/x', '/companies/acme', '/nope', '/topics/Rust', '/countries/de', '/countries/DE/Z%C3%BCrich', '/map', '/calendar', '/calendar/2026/03'),
  fc.array(fc.oneof(fc.constantFrom('conference', 'companies', '..', '.', '', '%2F', '%', '\\'), fc.string({ maxLength: 6 })), { maxLength: 4 }).map((s) => `/${s.join('/')}`),
);
const url = fc.tuple(path, query).map(([p, q]) => (q ? `${p}?${q}` : p));

describe('canonicalPageUrl on generated URLs', () => {
  it('is its own canonical URL, starts with one slash and is a local path', () => {
    fc.assert(
      fc.property(url, (raw) => {
        const once = canonical(raw);
        expect(canonical(once)).toBe(once);
        expect(once).toMatch(/^\/(?![/\\])/);
        expect(new URL(once, 'https://confs.example.org').origin).toBe('https://confs.example.org');
      }),
      { numRuns: 2000 },
    );
  });

  it('names the page the original URL shows: each page reads the same state from both', () => {
    fc.assert(
      fc.property(query, (q) => {
        const params = new URLSearchParams(q);
        const filters = readFilters(params);
        expect(readFilters(queryOf(canonical(`/upcoming?${q}`)))).toEqual({ ...filters, q: filters.q.trim(), location: filters.location.trim() });
        expect(readCfpQuery(queryOf(canonical(`/cfp?${q}`)))).toEqual(readCfpQuery(params));
        const top = queryOf(canonical(`/?${q}`));
        expect(readSelection(top, NOW)).toEqual(readSelection(params, NOW));
        expect(readShown(top)).toBe(readShown(params));
        expect(readShownPages(queryOf(canonical(`/companies?${q}`)))).toBe(Math.min(readShownPages(params), MAX_SERVER_PAGES));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives one URL whatever tracking parameters are added and in whatever order the parameters come', () => {
    fc.assert(
      fc.property(path, fc.array(fc.tuple(names, values), { maxLength: 8 }), fc.string({ maxLength: 8 }), (p, pairs, tracking) => {
        const plain = canonical(`${p}?${new URLSearchParams(pairs)}`);
        // Reordering keeps each name's first value first, which is the one the pages read.
        const reordered = [...pairs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        const noisy = new URLSearchParams([['utm_source', tracking], ...reordered, ['fbclid', tracking]]);
        expect(canonical(`${p}?${noisy}`)).toBe(plain);
      }),
      { numRuns: 1000 },
    );
  });
});
