import { expect, test } from '@playwright/test';
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly these headers and the body as sent (no client-side decoding). */
function rawGet(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

test.describe('static assets', () => {
  test('the page scripts come precompressed by Accept-Encoding, cached for a year, and decode to the plain bytes', async ({ baseURL }) => {
    const page = await rawGet(`${baseURL}/upcoming`, { 'accept-encoding': 'identity' });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('public, max-age=10, s-maxage=10, stale-while-revalidate=10');
    // A server-rendered page names its entry in the loader that adds it after the first paint.
    const entry = /data-entry="(\/assets\/[^"]+\.js)"/.exec(page.body.toString())?.[1];
    expect(entry).toBeTruthy();

    const plain = await rawGet(`${baseURL}${entry}`, { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();

    // Chromium's own header: brotli wins although gzip comes first.
    const br = await rawGet(`${baseURL}${entry}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers['vary'])).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

    const gz = await rawGet(`${baseURL}${entry}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
  });

  test('a missing asset is a plain 404, never the page', async ({ baseURL }) => {
    const missing = await rawGet(`${baseURL}/assets/index-missing.js`, { 'accept-encoding': 'br, gzip' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/plain/);
    expect(missing.body.toString()).not.toContain('<html');
  });
});
