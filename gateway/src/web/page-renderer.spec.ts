import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publicWrites } from '../common/public-read-cache';
import { etagOf, PageRenderer } from './page-renderer';

/** A server bundle that counts its renders: /missing is a 404, /down a page whose data failed to load, /slow/… waits for release(). */
function renderer(threads = 0): { pages: PageRenderer; renders: () => number; release: () => void } {
  const dist = mkdtempSync(join(tmpdir(), 'pages-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><head><title>t</title><script type="module" crossorigin src="/assets/i.js"></script></head><body><div id="root"></div></body>');
  mkdirSync(join(dist, 'ssr'));
  writeFileSync(
    join(dist, 'ssr', 'entry-server.cjs'),
    `let n = 0;
     exports.renders = () => n;
     exports.configure = () => {};
     exports.inlineScripts = ['setTheme()', 'loadPage()'];
     exports.pageLoader = 'loadPage()';
     const held = [];
     exports.release = () => held.splice(0).forEach((go) => go());
     exports.render = async ({ url }) => { n++; if (url.startsWith('/slow/')) await new Promise((go) => held.push(go)); return url === '/missing'
       ? { status: 404, head: '', body: '<h1>404 #' + n + '</h1>', state: '', failed: false }
       : { status: 200, head: '', body: '<h1>' + url + ' #' + n + '</h1>', state: '', failed: url === '/down', chunk: url === '/submit' ? 'SubmitPage' : 'Other' }; };`,
  );
  const pages = new PageRenderer(dist, join(dist, 'ssr'), 'https://confs.example.org', threads);
  const bundle = () => require(join(dist, 'ssr', 'entry-server.cjs')) as { renders: () => number; release: () => void };
  return { pages, renders: () => bundle().renders(), release: () => bundle().release() };
}

const render = async (pages: PageRenderer, url: string) => {
  const page = await pages.render(url, 'http://127.0.0.1:1');
  if (!page || !('body' in page)) throw new Error('no page');
  return page;
};
const html = async (pages: PageRenderer, url: string) => (await render(pages, url)).body.toString();

describe('PageRenderer', () => {
  afterEach(() => jest.useRealTimers());

  it('renders a burst of one URL once: the same bytes and ETag for every visitor', async () => {
    const { pages, renders } = renderer();
    const [a, b] = await Promise.all([render(pages, '/'), render(pages, '/')]);
    const c = await render(pages, '/');
    expect(renders()).toBe(1);
    expect(a.body.equals(c.body) && b.body.equals(c.body)).toBe(true);
    expect(c.etag).toBe(etagOf(c.body));
    expect(c.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(c.body.toString()).toContain('<script data-entry="/assets/i.js" data-preload="" data-timing="intent">loadPage()</script>');
    expect(c.body.toString()).not.toContain('nonce');
  });

  it('renders on a render thread (the build\'s worker) the same page as on its own thread', async () => {
    const [threaded, own] = [renderer(1).pages, renderer(0).pages];
    for (const url of ['/conference/x', '/missing']) {
      const [a, b] = [await render(threaded, url), await render(own, url)];
      expect([a.status, a.body.toString(), a.etag]).toEqual([b.status, b.body.toString(), b.etag]);
    }
    expect(threaded.inlineScripts()).toEqual(['setTheme()', 'loadPage()']);
  });

  it('loads a reading page\'s scripts on the first interaction, an app page\'s after the first frame', async () => {
    const { pages } = renderer();
    expect((await render(pages, '/conference/x')).body.toString()).toContain('data-timing="intent"');
    expect((await render(pages, '/submit')).body.toString()).toContain('data-timing="paint"');
  });

  it('names every inline script a page may run, for the CSP, once it rendered one', async () => {
    const { pages } = renderer();
    await render(pages, '/');
    expect(pages.inlineScripts()).toEqual(['setTheme()', 'loadPage()']);
  });

  it('renders again after a write through the gateway, and keeps a not-found page but never one whose data failed', async () => {
    const { pages, renders } = renderer();
    expect(await html(pages, '/')).toContain('/ #1');
    publicWrites.generation++;
    expect(await html(pages, '/')).toContain('/ #2');
    expect(await html(pages, '/missing')).toContain('404 #3');
    expect(await html(pages, '/missing')).toContain('404 #3');
    expect((await render(pages, '/down')).complete).toBe(false);
    await render(pages, '/down');
    expect(renders()).toBe(5);
  });

  it('renders anew when asked for no kept copy, and keeps that render', async () => {
    const { pages, renders } = renderer();
    expect(await html(pages, '/companies')).toContain('#1');
    expect((await pages.render('/companies', 'http://127.0.0.1:1', true)) && renders()).toBe(2);
    expect(await html(pages, '/companies')).toContain('#2');
  });

  it('sends a burst past its render slots and queue as the shell at once, and renders the rest', async () => {
    const { pages, renders, release } = renderer();
    // 16 render at once and 64 wait (page-source.ts); each URL its own, as a crawler asks.
    const admitted = Array.from({ length: 80 }, (_, i) => pages.render(`/slow/${i}`, 'http://127.0.0.1:1'));
    const late = Promise.race([pages.render('/slow/late', 'http://127.0.0.1:1'), new Promise((r) => setTimeout(() => r('still waiting'), 2_000))]);
    expect(await late).toBeUndefined();
    expect(renders()).toBe(16);
    // As slots free, the queued start in turn, until every admitted page has rendered.
    while (renders() < 80) {
      release();
      await new Promise((r) => setImmediate(r));
    }
    release();
    const done = await Promise.all(admitted);
    expect(done.every((page) => page !== undefined && 'body' in page && page.status === 200)).toBe(true);
    expect(renders()).toBe(80);
    // The burst over, a page renders again.
    expect(await html(pages, '/after')).toContain('/after #81');
  });

  it('gives an expired page at once while it renders anew, then the new one', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'], now: 1_000_000 });
    const { pages, renders } = renderer();
    expect(await html(pages, '/cfp')).toContain('#1');
    jest.setSystemTime(1_000_000 + 6_000);
    expect(await html(pages, '/cfp')).toContain('#1');
    await new Promise((r) => setImmediate(r));
    expect(renders()).toBe(2);
    expect(await html(pages, '/cfp')).toContain('#2');
    // Past its stale time a page is rendered before answering.
    jest.setSystemTime(1_000_000 + 30_000);
    expect(await html(pages, '/cfp')).toContain('#3');
  });
});
