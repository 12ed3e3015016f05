import { escapeXml, sitemapIndex, urlEntry, w3cDate } from './sitemap-xml';

describe('sitemap XML', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('writes W3C Datetime in UTC to the second', () => {
    expect(w3cDate('2026-11-23T12:34:56.789Z')).toBe('2026-11-23T12:34:56Z');
    expect(w3cDate('2026-11-23T13:34:56+01:00')).toBe('2026-11-23T12:34:56Z');
  });

  it('writes absolute, escaped locations, with lastmod only when known', () => {
    expect(urlEntry('https://x.org/a&b', '/upcoming')).toBe('<url><loc>https://x.org/a&amp;b/upcoming</loc></url>\n');
    expect(urlEntry('https://x.org', '/conference/c', '2026-01-02T03:04:05.000Z')).toBe('<url><loc>https://x.org/conference/c</loc><lastmod>2026-01-02T03:04:05Z</lastmod></url>\n');
    expect(sitemapIndex('https://x.org', [{ path: '/sitemap-pages.xml' }, { path: '/sitemap-conferences-1.xml', lastmod: '2026-01-02T03:04:05Z' }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://x.org/sitemap-pages.xml</loc></sitemap>\n' +
        '<sitemap><loc>https://x.org/sitemap-conferences-1.xml</loc><lastmod>2026-01-02T03:04:05Z</lastmod></sitemap>\n' +
        '</sitemapindex>\n',
    );
  });
});
