import { DomUtils, parseDocument } from 'htmlparser2';
import { Client } from 'pg';
import { CATALOG_PATTERNS, SITEMAP_LIMITS, SitemapEntriesResponse } from '@confdir/contracts';
import { Stack, startStack } from '../../testing/stack';
import { ServiceClient } from '../src/nats/service-client';

const BASE = 'https://confs.example.org';
/** Small parts so a few thousand rows make several, each filled from more than one bounded service answer. */
const PART_SIZE = 3000;
const SEEDED = 6500;

interface Loc {
  loc: string;
  lastmod?: string;
}

/** The <loc>/<lastmod> pairs of a sitemap or sitemap index, read by an XML parser. */
function locations(xml: string, element: 'url' | 'sitemap'): Loc[] {
  const doc = parseDocument(xml, { xmlMode: true });
  return DomUtils.getElementsByTagName(element, doc).map((node) => {
    const text = (tag: string) => {
      const child = DomUtils.getElementsByTagName(tag, node.children)[0];
      return child ? DomUtils.textContent(child) : undefined;
    };
    return { loc: text('loc') as string, lastmod: text('lastmod') };
  });
}

/** /sitemap.xml and its parts (issue 14) on real parts: several parts, exact membership, lastmod, escaping. */
describe('sitemap', () => {
  let stack: Stack;
  let db: Client;
  const get = (path: string) => stack.http().get(path);

  beforeAll(async () => {
    stack = await startStack({ services: ['catalog', 'companies'], gatewayEnv: { PUBLIC_BASE_URL: BASE, SITEMAP_PART_SIZE: String(PART_SIZE) } });
    db = new Client({ connectionString: stack.adminDatabaseUrl });
    await db.connect();
    // Rows straight into the tables: thousands in one statement, with the statuses and dates under test.
    await db.query(
      `INSERT INTO catalog.conferences (slug, title, url, normalized_url, source, start_date_utc)
       SELECT 'seeded-' || g, 'Seeded ' || g, 'https://s' || g || '.example.com/', 's' || g || '.example.com', 'import', now() + g * interval '1 hour'
       FROM generate_series(1, ${SEEDED}) g`,
    );
    await db.query(`UPDATE catalog.conferences SET status = 'hidden' WHERE slug = 'seeded-10'`);
    await db.query(`UPDATE catalog.conferences SET start_date_utc = '2019-05-01', updated_at = '2024-03-05T06:07:08.123Z' WHERE slug = 'seeded-20'`);
    // Places and topics of a few (issue 35); the hidden one's city and topic have no page.
    await db.query(`UPDATE catalog.conferences SET country = 'DE', city_slug = 'berlin', place_version = 1 WHERE slug IN ('seeded-1', 'seeded-2')`);
    await db.query(`UPDATE catalog.conferences SET country = 'CH', city_slug = 'zurich', topics = '{javascript}', place_version = 1 WHERE slug = 'seeded-3'`);
    await db.query(`UPDATE catalog.conferences SET country = 'FR', city_slug = 'paris', topics = '{rust}', place_version = 1 WHERE slug = 'seeded-10'`);
    // A slug no submission would produce: the sitemap must still encode and escape it.
    await db.query(`UPDATE catalog.conferences SET slug = 'o''neil&co<x>' WHERE slug = 'seeded-30'`);
    const company = (await stack.http().post('/api/companies').send({ name: 'Sitemap Co' }).expect(201)).body as { slug: string };
    await db.query(`UPDATE companies.companies SET updated_at = '2024-01-01T00:00:00Z' WHERE slug = $1`, [company.slug]);
    await db.query(
      `INSERT INTO companies.company_events (company_id, custom_conference_name, updated_at)
       SELECT id, 'Some Summit', '2025-02-03T04:05:06Z' FROM companies.companies WHERE slug = $1`,
      [company.slug],
    );
  });
  afterAll(async () => {
    await db?.end();
    await stack?.close();
  });

  it('answers 503 with the JSON error shape, fast, when the catalog is down, and recovers', async () => {
    await stack.stopService('catalog');
    const started = Date.now();
    const res = await get('/sitemap.xml').expect(503);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(res.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    await stack.startService('catalog');
    await get('/sitemap.xml').expect(200);
  });

  it('keeps crawlers out of /admin and /api (uploaded images excepted) and points robots.txt at the absolute sitemap URL', async () => {
    const res = await get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.text.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /api', 'Allow: /api/objects/', `Sitemap: ${BASE}/sitemap.xml`]));
  });

  it('serves an index of the list pages, every conference part and the companies part, with lastmod', async () => {
    const res = await get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(res.headers.etag).toBeDefined();
    expect(res.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const parts = locations(res.text, 'sitemap');
    expect(parts.map((p) => p.loc)).toEqual([
      `${BASE}/sitemap-pages.xml`,
      `${BASE}/sitemap-places.xml`,
      `${BASE}/sitemap-conferences-1.xml`,
      `${BASE}/sitemap-conferences-2.xml`,
      `${BASE}/sitemap-conferences-3.xml`,
      `${BASE}/sitemap-companies-1.xml`,
    ]);
    for (const part of parts.slice(2)) expect(part.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const newest = parts.slice(2).map((p) => Date.parse(p.lastmod as string)).sort((a, b) => b - a)[0];
    expect(Date.parse(res.headers['last-modified'])).toBe(Math.floor(newest / 1000) * 1000);
  });

  it('lists every published conference exactly once across the parts, past ones too, hidden ones not', async () => {
    const listed: Loc[] = [];
    for (const part of [1, 2, 3]) {
      const res = await get(`/sitemap-conferences-${part}.xml`).expect(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.headers['last-modified']).toBeDefined();
      const urls = locations(res.text, 'url');
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(PART_SIZE);
      listed.push(...urls);
    }
    const { rows } = await db.query<{ slug: string }>(`SELECT slug FROM catalog.conferences WHERE status = 'published'`);
    expect(rows.length).toBe(SEEDED - 1);
    expect(listed.map((u) => u.loc).sort()).toEqual(rows.map((r) => `${BASE}/conference/${encodeURIComponent(r.slug)}`).sort());
    expect(listed.find((u) => u.loc.endsWith('/conference/seeded-10'))).toBeUndefined();
    expect(listed.find((u) => u.loc === `${BASE}/conference/seeded-20`)?.lastmod).toBe('2024-03-05T06:07:08Z');
  });

  it('percent-encodes a slug into the URL and escapes it as XML', async () => {
    const res = await get('/sitemap-conferences-1.xml').expect(200);
    // encodeURIComponent leaves the apostrophe, so XML escaping has to carry it.
    expect(res.text).toContain(`<loc>${BASE}/conference/o&apos;neil%26co%3Cx%3E</loc>`);
    expect(locations(res.text, 'url').map((u) => u.loc)).toContain(`${BASE}/conference/o'neil%26co%3Cx%3E`);
  });

  it("gives a company page the newest change of its profile and track record", async () => {
    const urls = locations((await get('/sitemap-companies-1.xml').expect(200)).text, 'url');
    const { rows } = await db.query<{ slug: string }>('SELECT slug FROM companies.companies');
    expect(urls.map((u) => u.loc).sort()).toEqual(rows.map((r) => `${BASE}/companies/${r.slug}`).sort());
    expect(urls.find((u) => u.loc === `${BASE}/companies/sitemap-co`)?.lastmod).toBe('2025-02-03T04:05:06Z');
  });

  it("lists the public list pages, the map and this month's calendar", async () => {
    const urls = locations((await get('/sitemap-pages.xml').expect(200)).text, 'url');
    const now = new Date();
    const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    expect(urls.map((u) => u.loc)).toEqual([`${BASE}/`, `${BASE}/upcoming`, `${BASE}/cfp`, `${BASE}/companies`, `${BASE}/map`, `${BASE}/calendar/${month}`]);
  });

  it('lists the page of every country, city and topic with a published conference, and no other', async () => {
    const urls = locations((await get('/sitemap-places.xml').expect(200)).text, 'url');
    expect(urls.map((u) => u.loc)).toEqual(['/countries/ch', '/countries/ch/zurich', '/countries/de', '/countries/de/berlin', '/topics/javascript'].map((path) => `${BASE}${path}`));
  });

  it('gets rows from the catalog in bounded pages, in id order, continued from where the last one stopped', async () => {
    const services = stack.gateway.get(ServiceClient);
    const ask = (afterId: number) => services.send<SitemapEntriesResponse>(CATALOG_PATTERNS.sitemapEntries, { afterId, throughId: SEEDED });
    const first = await ask(0);
    expect(first.entries).toHaveLength(SITEMAP_LIMITS.entriesPerMessage);
    expect(JSON.stringify(first).length).toBeLessThan(500_000);
    expect(first.next).toBeGreaterThanOrEqual(SITEMAP_LIMITS.entriesPerMessage);
    const second = await ask(first.next as number);
    expect(second.entries[0].slug).not.toBe(first.entries[first.entries.length - 1].slug);
    const { rows } = await db.query<{ slug: string }>(`SELECT slug FROM catalog.conferences WHERE status = 'published' ORDER BY id LIMIT $1`, [2 * SITEMAP_LIMITS.entriesPerMessage]);
    expect([...first.entries, ...second.entries].map((e) => e.slug)).toEqual(rows.map((r) => r.slug));
    await expect(services.send(CATALOG_PATTERNS.sitemapEntries, { afterId: -1, throughId: 'x' })).rejects.toMatchObject({ code: 'VALIDATION' });
  });

  it('answers 404 for a part past the end and for names that are not parts', async () => {
    for (const path of ['/sitemap-conferences-4.xml', '/sitemap-companies-2.xml', '/sitemap-conferences-0.xml', '/sitemap-conferences-99999999.xml', '/sitemap-venues-1.xml', '/sitemap-.xml']) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 404]);
    }
  });

  it('revalidates with 304 and serves plain XML to a client without gzip', async () => {
    const first = await get('/sitemap-conferences-2.xml').expect(200);
    await get('/sitemap-conferences-2.xml').set('If-None-Match', first.headers.etag).expect(304);
    const plain = await get('/sitemap-conferences-2.xml').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(first.text);
  });
});
