import { randomUUID } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { Stack, startStack } from '../../testing/stack';
import { findNginx, startNginx, type RunningNginx } from '../../scripts/lib/nginx';

const nginxBinary = findNginx();
if (!nginxBinary) console.warn('Skipping the shared-cache test: no nginx binary (apt-get install nginx, or set NGINX_BIN)');
const describeWithNginx = nginxBinary ? describe : describe.skip;

/** Files nginx keeps in its cache folder: one per entry. */
function entries(dir: string): number {
  let n = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    n += statSync(path).isDirectory() ? entries(path) : 1;
  }
  return n;
}

/**
 * The real product behind a real nginx running the repo's config (deploy/nginx), as docker-compose.yml runs it:
 * pages kept and revalidated as the gateway's headers say. Pages live PAGE_MAX_AGE = 3 s here.
 */
describeWithNginx('the shared cache in front (nginx with deploy/nginx)', () => {
  const MAX_AGE = 3;
  let stack: Stack;
  let nginx: RunningNginx;
  let conference: { id: number; slug: string };

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => fetch(`${nginx.url}${path}`, { method, headers, redirect: 'manual' });
  const page = async (path: string) => {
    const res = await get(path);
    return { status: res.status, cache: res.headers.get('x-cache-status'), body: await res.text() };
  };
  const send = async (path: string, body: unknown) => {
    const res = await fetch(`${nginx.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };

  beforeAll(async () => {
    stack = await startStack({ gatewayEnv: { PAGE_MAX_AGE: String(MAX_AGE), TRUST_PROXY: 'true' } });
    await stack.gateway.listen(0, '127.0.0.1');
    const { port } = new URL(await stack.gateway.getUrl());
    nginx = await startNginx({ upstream: `127.0.0.1:${port}`, binary: nginxBinary });
    conference = await send('/api/submit', { title: `Shared Cache Conf ${randomUUID().slice(0, 8)}`, url: `https://${randomUUID()}.example.com/` });
  });
  afterAll(async () => {
    await nginx?.stop();
    await stack?.close();
  });

  it('answers a page the second time from its cache, GET and HEAD alike, and a hashed asset too', async () => {
    const first = await page('/cfp');
    expect([first.status, first.cache]).toEqual([200, 'MISS']);
    const second = await page('/cfp');
    expect([second.status, second.cache]).toEqual([200, 'HIT']);
    expect(second.body).toBe(first.body);
    expect((await get('/cfp', {}, 'HEAD')).headers.get('x-cache-status')).toBe('HIT');

    const asset = /data-entry="(\/assets\/[^"]+\.js)"/.exec(first.body)?.[1] as string;
    expect((await get(asset)).headers.get('x-cache-status')).toBe('MISS');
    const kept = await get(asset);
    expect([kept.headers.get('x-cache-status'), kept.headers.get('cache-control')]).toEqual(['HIT', 'public, max-age=31536000, immutable']);
  });

  it('answers If-None-Match from its copy with a 304', async () => {
    const { etag } = (await request(nginx.url).get('/companies').expect(200)).headers;
    const res = await request(nginx.url).get('/companies').set('If-None-Match', etag).expect(304);
    expect(res.headers['x-cache-status']).toBe('HIT');
  });

  it('keeps the 404 page with its 404 status', async () => {
    expect(await page('/no/such/page')).toMatchObject({ status: 404, cache: 'MISS' });
    const again = await page('/no/such/page');
    expect(again).toMatchObject({ status: 404, cache: 'HIT' });
    expect(again.body).toMatch(/not found/i);
  });

  it('keeps one copy per encoding the gateway answers with, whatever the browser lists', async () => {
    const chrome = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const firefox = { 'accept-encoding': 'br, gzip' };
    await request(nginx.url).get('/upcoming').set(chrome).expect(200);
    const res = await request(nginx.url).get('/upcoming').set(firefox).buffer(true).parse((r, done) => (r.on('data', () => undefined), r.on('end', () => done(null, null))));
    expect([res.headers['x-cache-status'], res.headers['content-encoding']]).toEqual(['HIT', 'br']);
  });

  it('redirects tracking and empty-field variants to the one URL without keeping an entry for any of them', async () => {
    await page('/upcoming?type=AI');
    const before = entries(nginx.cacheDir);
    for (let i = 0; i < 20; i++) {
      const res = await get(`/upcoming?utm_source=campaign${i}&type=AI&q=&from=&fbclid=${i}`);
      expect([res.status, res.headers.get('location')]).toEqual([301, '/upcoming?type=AI']);
    }
    expect(entries(nginx.cacheDir)).toBe(before);
    expect((await page('/upcoming?type=AI')).cache).toBe('HIT');
  });

  it('passes the API through uncached, so the web app sees its own writes at once', async () => {
    const res = await get('/api/conferences');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-cache-status')).toBeNull();
  });

  it('shows a write on the kept page within its lifetime: the kept copy first, the new one within 2 × PAGE_MAX_AGE', async () => {
    const path = `/conference/${conference.slug}`;
    await page(path);
    expect((await page(path)).cache).toBe('HIT');
    await send('/api/reviews', { conferenceId: conference.id, userName: 'Ada', role: 'ATTENDED', body: 'Shown within the max-age.' });
    const written = Date.now();
    // The write went through the gateway, not the cache: the kept copy still answers.
    const kept = await page(path);
    expect(kept.cache).toBe('HIT');
    expect(kept.body).not.toContain('Shown within the max-age.');
    let shown = false;
    while (!shown && Date.now() - written < 4 * MAX_AGE * 1000) {
      await new Promise((r) => setTimeout(r, 200));
      shown = (await page(path)).body.includes('Shown within the max-age.');
    }
    expect(shown).toBe(true);
    // Fresh for MAX_AGE, then given once more while it is fetched anew (stale-while-revalidate); a second of slack for the render.
    expect(Date.now() - written).toBeLessThan((2 * MAX_AGE + 1) * 1000);
  });
});
