import express from 'express';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { serveWebApp } from './spa';

const SCRIPT = `export const words = ${JSON.stringify('conference '.repeat(500))};`;

/** The raw bytes of a response, whatever its encoding (supertest would decode gzip on its own). */
function raw(req: request.Test) {
  return req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

/** A stand-in for the web app's server bundle: every page renders, /nope is the 404 page, /cfp's data fails to load. */
function fakeSsrBundle(dir: string) {
  mkdirSync(dir);
  writeFileSync(
    join(dir, 'entry-server.cjs'),
    `exports.configure = () => {};
     exports.inlineScripts = ['setTheme()', 'loadPage()'];
     exports.pageLoader = 'loadPage()';
     let n = 0;
     exports.renders = () => n;
     exports.render = async ({ url }) => (n++, url === '/nope'
       ? { status: 404, head: '', body: '<h1>404</h1>', state: '', failed: false }
       : { status: 200, head: '', body: '<h1>Upcoming</h1><script>setTheme()</script>', state: '', failed: url === '/cfp' });`,
  );
}

/** The build folder of the last site() made. */
let lastDist = '';

function site({ ssr = false } = {}) {
  const dist = mkdtempSync(join(tmpdir(), 'site-'));
  lastDist = dist;
  if (ssr) fakeSsrBundle(join(dist, 'ssr'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // A stray file named like a page: pages never look on disk.
  writeFileSync(join(dist, 'cfp'), 'stray file');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // As web/scripts/precompress.mjs leaves them: brotli and gzip beside the plain file.
  writeFileSync(join(dist, 'assets', 'big-def456.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'big-def456.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'big-def456.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'style-789abc.css'), 'body{margin:0}');
  writeFileSync(join(dist, 'assets', 'style-789abc.css.gz'), gzipSync('body{margin:0}'));
  const app = express();
  serveWebApp(app, { webDist: dist, webSsrDist: join(dist, ssr ? 'ssr' : 'no-ssr'), publicBaseUrl: 'https://confs.example.org', s3PublicOrigin: 'http://s3.example.org', pageMaxAgeSeconds: 10, renderThreads: 0 });
  return app;
}

describe('serveWebApp', () => {
  it('answers robots.txt as plain text that keeps crawlers out of admin and the API and names the sitemap', async () => {
    const res = await request(site()).get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toContain('Disallow: /admin\n');
    expect(res.text).toContain('Disallow: /api\n');
    expect(res.text).toContain('Allow: /api/objects/\n');
    expect(res.text).toContain('Sitemap: https://confs.example.org/sitemap.xml');
  });

  it('serves hashed assets cached for a year and a missing asset as a plain 404, never the page', async () => {
    const app = site();
    const ok = await request(app).get('/assets/app-abc123.js').expect(200);
    expect(ok.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await request(app).get('/assets/app-gone.js').expect(404);
    expect(missing.headers['content-type']).toMatch(/^text\/plain/);
    await request(app).get('/favicon-old.png').expect(404);
  });

  it('serves the brotli or gzip file the request accepts, with the type of the original, and the plain file otherwise', async () => {
    const app = site();
    const br = await raw(request(app).get('/assets/big-def456.js').set('Accept-Encoding', 'gzip, deflate, br')).expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(br.headers['content-length'])).toBeLessThan(SCRIPT.length / 10);

    const gz = await raw(request(app).get('/assets/big-def456.js').set('Accept-Encoding', 'gzip')).expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    const preferGzip = await raw(request(app).get('/assets/big-def456.js').set('Accept-Encoding', 'br;q=0.5, gzip')).expect(200);
    expect(preferGzip.headers['content-encoding']).toBe('gzip');

    const plain = await raw(request(app).get('/assets/big-def456.js').set('Accept-Encoding', 'identity')).expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((plain.body as Buffer).toString()).toBe(SCRIPT);
    expect(plain.headers['vary']).toMatch(/Accept-Encoding/i);

    const css = await raw(request(app).get('/assets/style-789abc.css').set('Accept-Encoding', 'br, gzip')).expect(200);
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('lets shared caches keep public pages: the same bytes for everyone, an ETag, and the inline script allowed by its hash', async () => {
    const app = site({ ssr: true });
    const res = await request(app).get('/upcoming').expect(200);
    expect(res.text).toContain('<div id="root"><h1>Upcoming</h1>');
    expect(res.headers['cache-control']).toBe('public, max-age=10, s-maxage=10, stale-while-revalidate=10');
    expect(res.headers['etag']).toMatch(/^W\/"/);
    const theme = `'sha256-${createHash('sha256').update('setTheme()').digest('base64')}'`;
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-`);
    expect(res.headers['content-security-policy']).toContain(theme);
    const again = await request(app).get('/upcoming').expect(200);
    expect(again.text).toBe(res.text);
    expect(again.headers['etag']).toBe(res.headers['etag']);
  });

  it('answers If-None-Match with a 304 without the page, for GET and HEAD', async () => {
    const app = site({ ssr: true });
    const { headers } = await request(app).get('/companies').expect(200);
    const notModified = await request(app).get('/companies').set('If-None-Match', headers['etag']).expect(304);
    expect(notModified.text).toBe('');
    expect(notModified.headers['cache-control']).toBe(headers['cache-control']);
    await request(app).head('/companies').set('If-None-Match', `W/"other", ${headers['etag']}`).expect(304);
    const head = await request(app).head('/companies').expect(200);
    expect(head.headers['etag']).toBe(headers['etag']);
    await request(app).get('/companies').set('If-None-Match', 'W/"other"').expect(200);
  });

  it('sends a page compressed as the request accepts it, brotli first, and the same page plain to a client that accepts neither', async () => {
    const app = site({ ssr: true });
    const plain = await raw(request(app).get('/upcoming').set('Accept-Encoding', 'identity')).expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/Accept-Encoding/i);
    const page = plain.body as Buffer;
    expect(page.toString()).toContain('<h1>Upcoming</h1>');
    const br = await raw(request(app).get('/upcoming').set('Accept-Encoding', 'gzip, deflate, br')).expect(200);
    expect([br.headers['content-encoding'], br.headers['vary']]).toEqual(['br', 'Accept-Encoding']);
    // supertest decodes the body; the length on the wire is the compressed one.
    expect((br.body as Buffer).equals(page)).toBe(true);
    expect(Number(br.headers['content-length'])).toBeLessThan(page.length);
    const gz = await raw(request(app).get('/upcoming').set('Accept-Encoding', 'gzip, br;q=0.5')).expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect((gz.body as Buffer).equals(page)).toBe(true);
    // One ETag for every encoding (a weak one: the bytes differ, the page does not), so a 304 answers any of them.
    expect(new Set([plain, br, gz].map((r) => r.headers['etag'])).size).toBe(1);
    const notModified = await request(app).get('/upcoming').set('Accept-Encoding', 'br').set('If-None-Match', br.headers['etag']).expect(304);
    expect(notModified.text).toBe('');
    const head = await request(app).head('/upcoming').set('Accept-Encoding', 'br').expect(200);
    expect([head.headers['content-encoding'], head.headers['content-length']]).toEqual(['br', br.headers['content-length']]);
    // The 404 page too, with its status.
    const missing = await raw(request(app).get('/nope').set('Accept-Encoding', 'br')).expect(404);
    expect([missing.headers['content-encoding'], (missing.body as Buffer).toString()]).toEqual(['br', expect.stringContaining('<h1>404</h1>')]);
  });

  it('answers an unknown path with the 404 page, cached like a page, and redirects its query away', async () => {
    const app = site({ ssr: true });
    const res = await request(app).get('/nope').expect(404);
    expect(res.text).toContain('<h1>404</h1>');
    expect(res.headers['cache-control']).toBe('public, max-age=10, s-maxage=10, stale-while-revalidate=10');
    const redirect = await request(app).get('/nope?utm_source=x').expect(301);
    expect(redirect.headers['location']).toBe('/nope');
  });

  it('redirects any other spelling of a page to its one URL, with a redirect shared caches do not keep', async () => {
    const app = site({ ssr: true });
    const res = await request(app).get('/upcoming?q=&type=all&from=&utm_source=news&country=DE').expect(301);
    expect(res.headers['location']).toBe('/upcoming?country=DE');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect((await request(app).head('/Upcoming/').expect(301)).headers['location']).toBe('/upcoming');
    expect((await request(app).get('//evil/upcoming').expect(301)).headers['location']).toBe('/evil/upcoming');
  });

  it('renders a page anew for a request with Cache-Control: no-cache (a hard reload), else gives the one it kept', async () => {
    const app = site({ ssr: true });
    const renders = () => (require(join(lastDist, 'ssr', 'entry-server.cjs')) as { renders: () => number }).renders();
    await request(app).get('/companies').expect(200);
    const before = renders();
    await request(app).get('/companies').expect(200);
    expect(renders()).toBe(before);
    await request(app).get('/companies').set('Cache-Control', 'no-cache').expect(200);
    expect(renders()).toBe(before + 1);
  });

  it('keeps the app pages and a page whose data failed out of shared caches', async () => {
    const app = site({ ssr: true });
    expect((await request(app).get('/admin').expect(200)).headers['cache-control']).toBe('private, no-cache');
    expect((await request(app).get('/cfp').expect(200)).headers['cache-control']).toBe('private, no-cache');
  });

  it('serves the build\'s unhashed files to be checked before reuse, and a page\'s path as the page even where a file has its name', async () => {
    const app = site();
    const icon = await request(app).get('/favicon.svg').expect(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    const page = await request(app).get('/cfp').expect(200);
    expect(page.text).toContain('<div id="root">');
  });

  it('answers client routes with the page', async () => {
    const res = await request(site()).get('/conference/some-conf').expect(200);
    expect(res.text).toContain('<div id="root">');
  });
});
