import { Client } from 'pg';
import { Stack, startStack } from '../../testing/stack';

/** A real 2x2 PNG and a real 1x1 GIF. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
/** A conference page (hand-made: the test must run on a clone without ../shared). */
const HTML = Buffer.from('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>JSConf EU 2018</title><script>alert(1)</script></head><body><h1>JSConf EU</h1><p>June 2-3, 2018, Berlin</p></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
const UPLOAD_ERROR = 'Only JPEG, PNG, WebP or GIF images can be uploaded';

describe('media: upload parameters and serving only verified images (real s3rver)', () => {
  let stack: Stack;
  let db: Client;

  beforeAll(async () => {
    stack = await startStack({ services: ['media'] });
    db = new Client({ connectionString: stack.adminDatabaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await stack?.close();
  });

  async function upload(bytes: Buffer, contentType = 'image/png'): Promise<{ objectPath: string; uploadURL: string; key: string }> {
    const res = await stack.http().post('/api/objects/upload').send({ contentType, filename: 'x.png' }).expect(200);
    const put = await fetch(res.body.uploadURL, { method: 'PUT', body: bytes, headers: { 'content-type': contentType } });
    expect(put.ok).toBe(true);
    return { ...res.body, key: res.body.objectPath.split('/').pop() };
  }

  /** Straight to the store, bypassing the gateway: does the object still exist? */
  async function inStore(key: string): Promise<boolean> {
    const res = await fetch(`${stack.s3.endpoint}/${stack.s3.bucket}/${key}`, { method: 'HEAD' });
    return res.ok;
  }

  it('issues a presigned PUT under a fresh random key and records the declared type', async () => {
    const a = await stack.http().post('/api/objects/upload').send({ contentType: 'image/webp' }).expect(200);
    const b = await stack.http().post('/api/objects/upload').send({ contentType: 'image/jpg', filename: 'team.jpg' }).expect(200);
    expect(a.body.objectPath).toMatch(/^\/api\/objects\/[0-9a-f-]{36}$/);
    expect(a.body.objectPath).not.toBe(b.body.objectPath);
    const url = new URL(a.body.uploadURL);
    expect(url.origin).toBe(stack.s3.endpoint);
    expect(url.pathname).toBe(`/${stack.s3.bucket}/${a.body.objectPath.split('/').pop()}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    const { rows } = await db.query('SELECT declared_content_type, filename, verified_at FROM media.uploads WHERE key = $1', [b.body.objectPath.split('/').pop()]);
    expect(rows).toEqual([{ declared_content_type: 'image/jpg', filename: 'team.jpg', verified_at: null }]);
  });

  it.each(['image/svg+xml', 'text/html', 'application/octet-stream', ''])('refuses to issue an upload for %j', async (contentType) => {
    const res = await stack.http().post('/api/objects/upload').send({ contentType }).expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: UPLOAD_ERROR });
  });

  it('refuses a missing content type and unknown fields', async () => {
    expect((await stack.http().post('/api/objects/upload').send({}).expect(400)).body.message).toBe(UPLOAD_ERROR);
    await stack.http().post('/api/objects/upload').send({ contentType: 'image/png', bucket: 'other' }).expect(400);
    await stack.http().post('/api/objects/upload').send({ contentType: 'IMAGE/PNG', filename: 'a\u0000b.png' }).expect(200);
  });

  it('serves an uploaded image with its sniffed type, nosniff, inline and immutable caching', async () => {
    const { objectPath } = await upload(PNG);
    const res = await stack.http().get(objectPath).buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-disposition']).toBe('inline');
    expect(Buffer.compare(res.body as Buffer, PNG)).toBe(0);
  });

  it('serves the type the bytes have, not the type the browser declared', async () => {
    const { objectPath, key } = await upload(GIF, 'image/png');
    const res = await stack.http().get(objectPath).buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('image/gif');
    const { rows } = await db.query('SELECT content_type, size_bytes FROM media.uploads WHERE key = $1', [key]);
    expect(rows).toEqual([{ content_type: 'image/gif', size_bytes: GIF.length }]);
  });

  it.each([
    ['an HTML page', HTML],
    ['an SVG image', SVG],
  ])('never serves %s uploaded as image/png, and deletes it', async (_name, bytes) => {
    const { objectPath, key } = await upload(bytes, 'image/png');
    expect(await inStore(key)).toBe(true);
    const res = await stack.http().get(objectPath).expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Object not found' });
    expect(await inStore(key)).toBe(false);
  });

  it('verifies again an object replaced after it was verified', async () => {
    const { objectPath, uploadURL, key } = await upload(PNG);
    await stack.http().get(objectPath).expect(200);
    await fetch(uploadURL, { method: 'PUT', body: HTML, headers: { 'content-type': 'image/png' } });
    await stack.http().get(objectPath).expect(404);
    expect(await inStore(key)).toBe(false);
  });

  it('answers 404 JSON for an upload never sent, an unknown key and a malformed key', async () => {
    const issued = await stack.http().post('/api/objects/upload').send({ contentType: 'image/png' }).expect(200);
    for (const path of [issued.body.objectPath, '/api/objects/00000000-0000-4000-8000-000000000000', '/api/objects/not-a-key', '/api/objects/..%2F..%2Fetc']) {
      const res = await stack.http().get(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: expect.any(String) });
    }
  });

  it('serves nothing the store holds unless it was issued here', async () => {
    const key = '11111111-1111-4111-8111-111111111111';
    await fetch(`${stack.s3.endpoint}/${stack.s3.bucket}/${key}`, { method: 'PUT', body: PNG, headers: { 'content-type': 'image/png' } });
    expect(await inStore(key)).toBe(true);
    await stack.http().get(`/api/objects/${key}`).expect(404);
  });
});
