import { readFileSync } from 'node:fs';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Stack, startStack } from '../../../testing/stack';
import { CORPUS_MISSING, readCorpus } from '../src/link-import/corpus';
import { parseConferencePage } from '../src/link-import/page-parser';

/**
 * Add-by-link end to end: the corpus of real conference pages served by a local HTTP server,
 * reached through the test-only setting that lets the catalog fetch from this machine.
 */
describe('add a conference by link (test-only private-hosts setting)', () => {
  // The twelve known pages; how well each field is read is scored in corpus/score.spec.ts.
  const pages = readCorpus() ?? [];
  const corpus = pages.filter((e) => !e.file.includes('/'));
  if (pages.length === 0) console.log(`link-import.e2e-spec.ts: the corpus pages ${CORPUS_MISSING}`);
  let stack: Stack;
  let server: Server;
  let base: string;
  const key = () => ({ 'x-admin-key': stack.adminKey });
  const fixture = (name: string) => readFileSync(join(__dirname, '../src/link-import/fixtures', name), 'utf8');
  const preview = (url: string) => stack.http().post('/api/admin/add-by-link/preview').set(key()).send({ url });
  const addByLink = (url: string) => stack.http().post('/api/admin/add-by-link').set(key()).send({ url });

  beforeAll(async () => {
    server = createServer((req, res) => {
      const path = req.url ?? '/';
      const page = pages.find((e) => `/${e.file}` === path);
      if (page) return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page.html);
      if (path === '/no-details') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body><p>Nothing here</p></body></html>');
      if (path.startsWith('/loop')) return res.writeHead(302, { location: `/loop${Number(path.slice(5) || 0) + 1}` }).end();
      if (path === '/redirect-to-sitcon') return res.writeHead(301, { location: '/sitcon-2019.html' }).end();
      if (path === '/endless') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<html><head><title>Endless Conf</title>');
        const timer = setInterval(() => res.write('<p>more</p>'), 50);
        return res.on('close', () => clearInterval(timer));
      }
      if (path === '/huge') return res.writeHead(200, { 'content-type': 'text/html' }).end(`<title>Huge Conf</title>${'x'.repeat(600 * 1024)}`);
      if (path === '/image') return res.writeHead(200, { 'content-type': 'image/png' }).end('png');
      // Hand-made pages in the repository (src/link-import/fixtures): a home page whose venue is on its venue page.
      if (path === '/fjord/2031/') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fixture('follow-home.html').replace(/href="\/20/g, 'href="/fjord/20'));
      if (path === '/fjord/2031/venue') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fixture('follow-venue.html'));
      if (path === '/slow/2031/') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fixture('follow-home.html').replace(/href="\/20/g, 'href="/slow/20'));
      if (path === '/slow/2031/venue') return; // accepts the request and never answers
      if (path === '/five-mb') {
        // 5 MB streamed without a length: the limit must hold while reading.
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<html><head><title>Five MB Conf 2031</title></head><body>');
        for (let i = 0; i < 80; i++) res.write(`<p>${'x'.repeat(64 * 1024)}</p>`);
        return res.end('</body></html>');
      }
      if (path === '/unknown-charset') return res.writeHead(200, { 'content-type': 'text/html; charset=x-klingon-8' }).end('<title>Odd Charset Conf 2031</title><p>12–13 June 2031</p>');
      if (path === '/binary') return res.writeHead(200, { 'content-type': 'text/html' }).end(Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)));
      res.writeHead(404, { 'content-type': 'text/html' }).end('not found');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    stack = await startStack({
      services: ['catalog'],
      env: { RATE_LIMITS: 'on', LINK_IMPORT_ALLOW_PRIVATE_HOSTS: 'true', LINK_IMPORT_TIMEOUT_MS: '1500', LINK_IMPORT_MAX_BYTES: String(512 * 1024) },
    });
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((r) => server?.close(r));
    await stack?.close();
  });

  const withCorpus = pages.length > 0 ? it : it.skip;

  if (corpus.length > 0) it.each(corpus.map((e) => [e.file, e] as const))('%s becomes a published conference with what the parser reads', async (_file, entry) => {
    const page = `${base}/${entry.file}`;
    const res = await addByLink(page).expect(201);
    const c = res.body.conference;
    expect(c).toMatchObject({ source: 'admin', status: 'published', slug: expect.any(String) });
    const read = parseConferencePage(entry.html, page);
    expect({
      title: c.title,
      startDate: c.startDateUTC?.slice(0, 10) ?? null,
      endDate: c.endDateUTC?.slice(0, 10) ?? null,
      location: c.location,
      venue: c.venue,
      imageUrl: c.imageUrl,
    }).toEqual({ title: read.title, startDate: read.startDate, endDate: read.endDate, location: read.location, venue: read.venue, imageUrl: read.imageUrl });
    // A page that names no URL of its own is stored under the address it was fetched from.
    expect(c.url).toBe(read.url ?? page);
    const pub = await stack.http().get(`/api/conferences/${c.slug}`).expect(200);
    expect(pub.body.title).toBe(c.title);
  });

  withCorpus('answers a second import of the same page with 409 naming the existing conference', async () => {
    const res = await addByLink(`${base}/redirect-to-sitcon`).expect(409);
    expect(res.body).toMatchObject({ statusCode: 409, details: { slug: expect.any(String) } });
  });

  it.each([
    ['/no-details', 'No conference details found on that page'],
    ['/loop', 'Could not fetch the page: too many redirects (more than 5)'],
    ['/huge', 'Could not fetch the page: the page is larger than 524288 bytes'],
    ['/image', 'Could not fetch the page: the link does not lead to an HTML page'],
    ['/missing', 'Could not fetch the page: the site answered HTTP 404'],
  ])('%s is refused with 422: %s', async (path, message) => {
    const res = await addByLink(`${base}${path}`).expect(422);
    expect(res.body).toEqual({ statusCode: 422, error: message, message });
  });

  it('gives up on a page that never ends within the time limit', async () => {
    const started = Date.now();
    const res = await addByLink(`${base}/endless`).expect(422);
    expect(res.body.error).toBe('Could not fetch the page: the page did not answer within 1500 ms');
    expect(Date.now() - started).toBeLessThan(4000);
  });

  withCorpus('previews a page for the admin and for anyone, field by field with its source, and saves nothing', async () => {
    const page = `${base}/extra/cloudbrew-2020.html`;
    const before = await stack.http().get('/api/admin/conferences').set(key()).expect(200);
    for (const request of [stack.http().post('/api/admin/add-by-link/preview').set(key()), stack.http().post('/api/submit/preview')]) {
      const res = await request.send({ url: page }).expect(200);
      expect(res.body).toMatchObject({
        page,
        fields: { title: 'CloudBrew 2020', startDate: '2020-12-10', endDate: '2020-12-11', venue: 'Lamot', country: 'BE', attendanceMode: 'in-person' },
        notes: { title: { source: 'page text' }, startDate: { source: 'page text' }, url: { source: 'page address' } },
      });
    }
    const after = await stack.http().get('/api/admin/conferences').set(key()).expect(200);
    expect(after.body).toHaveLength(before.body.length);
    const refused = await stack.http().post('/api/submit/preview').send({ url: `${base}/no-details` }).expect(422);
    expect(refused.body).toEqual({ statusCode: 422, error: 'No conference details found on that page', message: 'No conference details found on that page' });
    await stack.http().post('/api/submit/preview').send({ url: 42 }).expect(400);
  });

  it('reads the venue from the venue page the pasted page links to, and says which page it came from and how sure it is', async () => {
    const page = `${base}/fjord/2031/`;
    for (const request of [stack.http().post('/api/admin/add-by-link/preview').set(key()), stack.http().post('/api/submit/preview')]) {
      const res = await request.send({ url: page }).expect(200);
      expect(res.body).toMatchObject({
        page,
        fields: { title: 'Fjord Conf 2031', startDate: '2031-09-18', endDate: '2031-09-19', location: 'Bergen, Norway', venue: 'Grieghallen', country: 'NO' },
        notes: {
          title: { source: 'meta tags', page, confidence: 'high' },
          venue: { source: 'page text', page: `${base}/fjord/2031/venue`, confidence: 'check' },
        },
      });
    }
  });

  it('answers within the time limit when the linked venue page never does, with the pasted page\'s facts', async () => {
    const started = Date.now();
    const res = await preview(`${base}/slow/2031/`).expect(200);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(res.body.fields).toMatchObject({ title: 'Fjord Conf 2031', location: 'Bergen, Norway', venue: null });
    expect(res.body.notes.venue.reason).toMatch(/\/slow\/2031\/venue could not be read: the page did not answer within \d+ ms$/);
  });

  it.each([
    ['/five-mb', 422, 'Could not fetch the page: the page is larger than 524288 bytes'],
    ['/binary', 422, 'No conference details found on that page'],
  ])('refuses %s with a clear %s: %s', async (path, status, message) => {
    const res = await preview(`${base}${path}`).expect(status);
    expect(res.body).toEqual({ statusCode: status, error: message, message });
  });

  it('reads a page in an unknown encoding as UTF-8 rather than failing', async () => {
    const res = await preview(`${base}/unknown-charset`).expect(200);
    expect(res.body.fields).toMatchObject({ title: 'Odd Charset Conf 2031', startDate: '2031-06-12' });
  });

  it('limits public previews to 10 a minute per client address, with Retry-After', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 11; i++) {
      last = await stack.http().post('/api/submit/preview').send({ url: `${base}/no-details` });
      statuses.push(last.status);
    }
    // Two previews above already used this minute's allowance.
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    expect(last!.status).toBe(429);
    expect(last!.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests', message: expect.stringMatching(/^Too many page previews; try again in \d+ s$/) });
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('still refuses non-http links with the test setting on', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://127.0.0.1/']) {
      const res = await addByLink(url).expect(422);
      expect(res.body.error).toBe('Could not fetch the page: only http and https links are allowed');
    }
  });
});
