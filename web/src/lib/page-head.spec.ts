import { applyHead, clampDescription, headHtml, HEAD_ATTR } from './page-head';

const BASE = 'https://confdir.example';
const HOSTILE = 'Evil "Conf" </title><script>window.__pwned=1</script> & more';

function parse(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
}
const content = (doc: Document, selector: string) => doc.head.querySelector(selector)?.getAttribute('content');

describe('headHtml', () => {
  it('writes title, description, canonical, Open Graph and Twitter tags with absolute URLs', () => {
    const doc = parse(headHtml({ title: 'Upcoming Conferences', description: 'All of them.', canonicalPath: '/upcoming?type=AI' }, BASE));
    expect(doc.title).toBe('Upcoming Conferences — ConfDir');
    expect(content(doc, 'meta[name="description"]')).toBe('All of them.');
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${BASE}/upcoming?type=AI`);
    expect(content(doc, 'meta[property="og:url"]')).toBe(`${BASE}/upcoming?type=AI`);
    expect(content(doc, 'meta[property="og:title"]')).toBe('Upcoming Conferences — ConfDir');
    expect(content(doc, 'meta[property="og:image"]')).toBe(`${BASE}/og-default.png`);
    expect(content(doc, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(doc.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('keeps visitor text inert: a hostile title stays text and no script runs or appears', () => {
    const html = headHtml({ title: HOSTILE, description: HOSTILE, jsonLd: [{ name: HOSTILE }] }, BASE);
    const doc = parse(html);
    expect(doc.title).toBe(`${HOSTILE} — ConfDir`);
    expect(content(doc, 'meta[property="og:title"]')).toBe(`${HOSTILE} — ConfDir`);
    const scripts = [...doc.head.querySelectorAll('script')];
    expect(scripts).toHaveLength(1);
    expect(scripts[0].getAttribute('type')).toBe('application/ld+json');
    expect(JSON.parse(scripts[0].textContent!)).toEqual({ name: HOSTILE });
  });

  it('marks a page noindex without a canonical URL', () => {
    const doc = parse(headHtml({ title: '404 Page Not Found', noindex: true, canonicalPath: '/x' }, BASE));
    expect(content(doc, 'meta[name="robots"]')).toBe('noindex');
    expect(doc.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.head.querySelector('meta[property="og:url"]')).toBeNull();
  });

  it("uses the page's own safe image and the default one instead of an unsafe one", () => {
    expect(content(parse(headHtml({ title: 'A', image: 'https://cdn.example/a.jpg' }, BASE)), 'meta[property="og:image"]')).toBe('https://cdn.example/a.jpg');
    expect(content(parse(headHtml({ title: 'A', image: '/api/objects/a.png', imageIsLogo: true }, BASE)), 'meta[name="twitter:card"]')).toBe('summary');
    expect(content(parse(headHtml({ title: 'A', image: 'javascript:alert(1)' }, BASE)), 'meta[property="og:image"]')).toBe(`${BASE}/og-default.png`);
  });
});

describe('applyHead', () => {
  it("swaps the previous page's tags for the new page's on client-side navigation", () => {
    applyHead({ title: 'JSConf', canonicalPath: '/conference/jsconf', jsonLd: [{ '@type': 'Event' }] }, BASE);
    applyHead({ title: 'Companies', canonicalPath: '/companies' }, BASE);
    expect(document.title).toBe('Companies — ConfDir');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${BASE}/companies`);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(document.head.querySelectorAll(`[${HEAD_ATTR}]`).length).toBeGreaterThan(5);
  });
});

describe('clampDescription', () => {
  it('cuts a long text at a word with an ellipsis and flattens whitespace', () => {
    const text = clampDescription(`${'word '.repeat(60)}\n\nend`);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('word…')).toBe(true);
    expect(clampDescription('  short\n text ')).toBe('short text');
  });
});
