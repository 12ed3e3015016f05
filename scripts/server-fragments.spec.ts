import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The server copies the header, the footer and the empty feedback forms from pages it rendered before
 * (web/src/components/server-fragment). A copy must be exactly what a render would have written, or the browser
 * hydrates over other markup than its own: every fixture page rendered by a process that has seen all of them is
 * compared with the same page rendered by a fresh one. A second conference, unlike the fixture's in everything its
 * page shows (no CFP, topics, map, companies or interests), gets its copies from the first.
 */
const web = join(__dirname, '..', 'web');
const entry = join(web, 'dist-ssr', 'entry-server.cjs');

type Render = (input: { url: string }) => Promise<unknown>;
type Answer = { status: number; body: unknown };
type ConferencePage = { conference: Record<string, unknown>; interests: Record<string, unknown>; companies: unknown; featured: { events: unknown[] } };

const FIXTURE_CONFERENCE = '/api/conferences/aws-re-invent-2026/page';
const OTHER = 'lisbon-data-summit-2027';

/** The fixtures' answers by path, with a second conference page made from the first. */
function answers(): Map<string, Answer> {
  const { responses } = JSON.parse(readFileSync(join(web, 'scripts', 'site-css-fixtures.json'), 'utf8')) as { responses: Record<string, Answer> };
  const byPath = new Map(Object.entries(responses).map(([url, answer]) => [new URL(url, 'http://fixture').pathname, answer]));
  const page = byPath.get(FIXTURE_CONFERENCE)!.body as ConferencePage;
  const other: ConferencePage = {
    ...page,
    conference: {
      ...page.conference, id: 2, slug: OTHER, title: 'Lisbon Data Summit 2027', url: 'https://data-summit.example.org', type: 'Data',
      startDateUTC: '2027-03-02T00:00:00.000Z', endDateUTC: '2027-03-02T00:00:00.000Z', location: 'Lisbon, Portugal', venue: null,
      cfpUrl: null, cfpEndDate: null, cfpTimezone: null, cfpClosesAt: null, attendanceMode: 'hybrid', country: 'PT', city: 'Lisbon',
      citySlug: null, latitude: null, longitude: null, languages: ['pt'], topics: [], cocUrl: null, captions: false, scholarship: false, twitter: null,
    },
    interests: { interests: [], countsByStatus: { CONSIDERING: 0, ATTENDING: 0, SPONSORING: 0, NOT_GOING: 0 }, page: 1, pageSize: 20, total: 0 },
    companies: { groups: [], total: 0 },
    featured: { ...page.featured, events: [] },
  };
  byPath.set(`/api/conferences/${OTHER}/page`, { status: 200, body: other });
  return byPath;
}

/**
 * A bundle of its own, with no fragment kept. The modules are reset, not isolated: the bundle requires a page's chunk
 * when it first renders that page, from the registry of that moment, so one bundle is used at a time.
 */
function loadBundle(): Render {
  jest.resetModules();
  const bundle = require(entry) as { configure(setup: unknown): void; render: Render };
  const byPath = answers();
  bundle.configure({
    transport: async (url: string) => {
      const answer = byPath.get(new URL(url, 'http://fixture').pathname) ?? { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'not in the fixtures' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    },
    baseUrl: 'https://fixture.invalid',
  });
  return bundle.render;
}

describe('server fragments', () => {
  it('a page with copied fragments is byte for byte the page a fresh render writes', async () => {
    if (!existsSync(entry)) throw new Error('web/dist-ssr has no server bundle: run `npm run build` first');
    const { urls } = JSON.parse(readFileSync(join(web, 'scripts', 'site-css-fixtures.json'), 'utf8')) as { urls: string[] };
    // The fixture pages, a second conference, a current link written otherwise, and the not-found page.
    const pages = [...urls, `/conference/${OTHER}`, '/UPCOMING', '/upcoming/', '/no-such-page'];
    const fresh = new Map<string, string>();
    for (const url of pages) fresh.set(url, JSON.stringify(await loadBundle()({ url })));
    const warm = loadBundle();
    for (const url of pages) await warm({ url });
    for (const url of pages) {
      const copied = JSON.stringify(await warm({ url }));
      expect(copied).toContain('data-fragment=');
      expect({ url, page: copied }).toEqual({ url, page: fresh.get(url) });
    }
    // The second conference rendered as a page of its own, not an error state.
    expect(fresh.get(`/conference/${OTHER}`)).toContain('Lisbon Data Summit 2027');
  }, 60_000);
});
