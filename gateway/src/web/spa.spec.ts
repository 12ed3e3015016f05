import express from 'express';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { serveWebApp } from './spa';

function site() {
  const dist = mkdtempSync(join(tmpdir(), 'site-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  const app = express();
  serveWebApp(app, { webDist: dist, webSsrDist: join(dist, 'no-ssr'), publicBaseUrl: 'https://confs.example.org' });
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

  it('answers client routes with the page', async () => {
    const res = await request(site()).get('/conference/some-conf').expect(200);
    expect(res.text).toContain('<div id="root">');
  });
});
