import { expect, test, type Page } from '@playwright/test';
import { api } from './support/fixtures';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

interface ParsedSitemap {
  root: string;
  namespace: string | null;
  entries: { loc: string; lastmod: string | null }[];
}

/** Parses text with the browser's strict XML parser; a document that is not well-formed fails the test. */
async function parseXml(page: Page, xml: string): Promise<ParsedSitemap> {
  return page.evaluate(
    ({ xml, ns }) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      const error = doc.getElementsByTagName('parsererror')[0];
      if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
      const root = doc.documentElement;
      const entries = Array.from(root.children).map((entry) => ({
        loc: entry.getElementsByTagNameNS(ns, 'loc')[0]?.textContent ?? '',
        lastmod: entry.getElementsByTagNameNS(ns, 'lastmod')[0]?.textContent ?? null,
      }));
      return { root: root.localName, namespace: root.namespaceURI, entries };
    },
    { xml, ns: SITEMAP_NS },
  );
}

test.describe('crawl surface', () => {
  test('robots.txt names a sitemap index whose parts, parsed as XML, list the conference and company pages', async ({ page, request }) => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const conference = await api<{ slug: string }>(page, 'POST', '/api/submit', { title: `Sitemap ${suffix} Conf`, url: `https://sitemap-${suffix}.example.com/`, startDate: '2031-03-03', type: 'Tech' });
    const company = await api<{ slug: string }>(page, 'POST', '/api/companies', { name: `Sitemap ${suffix} Co` });

    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    const line = (await robots.text()).split('\n').find((l) => l.startsWith('Sitemap: '));
    const indexUrl = new URL((line ?? '').slice('Sitemap: '.length));
    expect(indexUrl.pathname).toBe('/sitemap.xml');
    const origin = indexUrl.origin;

    const indexRes = await request.get(indexUrl.pathname);
    expect(indexRes.status()).toBe(200);
    expect(indexRes.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const index = await parseXml(page, await indexRes.text());
    expect(index).toMatchObject({ root: 'sitemapindex', namespace: SITEMAP_NS });
    const parts = index.entries.map((e) => new URL(e.loc));
    for (const part of parts) expect(part.origin).toBe(origin);
    expect(parts.map((p) => p.pathname)).toEqual(expect.arrayContaining(['/sitemap-pages.xml', '/sitemap-conferences-1.xml', '/sitemap-companies-1.xml']));

    const pages: ParsedSitemap['entries'] = [];
    for (const part of parts) {
      const res = await request.get(part.pathname);
      expect(res.status()).toBe(200);
      const sitemap = await parseXml(page, await res.text());
      expect(sitemap).toMatchObject({ root: 'urlset', namespace: SITEMAP_NS });
      pages.push(...sitemap.entries);
    }
    const byLoc = new Map(pages.map((p) => [p.loc, p]));
    expect(byLoc.has(`${origin}/upcoming`)).toBe(true);
    const conferencePage = byLoc.get(`${origin}/conference/${conference.slug}`);
    const companyPage = byLoc.get(`${origin}/companies/${company.slug}`);
    for (const entry of [conferencePage, companyPage]) {
      expect(entry?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(Math.abs(Date.parse(entry?.lastmod ?? '') - Date.now())).toBeLessThan(10 * 60_000);
    }

    // What the sitemap lists is a real page: it answers 200 with HTML.
    const listed = await request.get(new URL(conferencePage?.loc ?? '').pathname);
    expect(listed.status()).toBe(200);
    expect(listed.headers()['content-type']).toMatch(/^text\/html/);
  });
});
