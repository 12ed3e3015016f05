import { createHash, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import request from 'supertest';
import { Stack, startStack } from '../../testing/stack';

/**
 * The server-rendered pages as a shared cache (nginx, a CDN) sees them, on the real stack: the gateway
 * listens on a port of its own, since the server render reads the public API through it.
 */
describe('public pages for shared caches', () => {
  let stack: Stack;
  let base: string;
  let conference: { id: number; slug: string; title: string };
  let company: { slug: string; editToken: string };
  const PUBLIC = 'public, max-age=10, s-maxage=10, stale-while-revalidate=10';
  const today = new Date().toISOString().slice(0, 10);

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => fetch(`${base}${path}`, { method, headers, redirect: 'manual' });
  const html = async (path: string) => (await get(path)).text();
  const send = async (method: string, path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const submit = (title: string) => send('POST', '/api/submit', { title, url: `https://${randomUUID()}.example.com/`, startDate: today, location: 'Porto, Portugal', type: 'AI' });

  beforeAll(async () => {
    stack = await startStack();
    await stack.gateway.listen(0, '127.0.0.1');
    base = (await stack.gateway.getUrl()).replace('[::1]', '127.0.0.1');
    conference = await submit(`Cache Conf ${randomUUID().slice(0, 8)}`);
    company = await send('POST', '/api/companies', { name: `Cache Co ${randomUUID().slice(0, 8)}` });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('answers every public page, the 404 page with its 404, as public with an ETag, and the app pages as private', async () => {
    const month = `/calendar/${today.slice(0, 4)}/${today.slice(5, 7)}`;
    const pages = ['/', '/upcoming', '/upcoming?type=AI', '/cfp', `/conference/${conference.slug}`, '/companies', `/companies/${company.slug}`, '/countries/pt', '/countries/pt/porto', '/map', month];
    for (const path of pages) {
      const res = await get(path);
      expect([path, res.status, res.headers.get('cache-control')]).toEqual([path, 200, PUBLIC]);
      expect(res.headers.get('etag')).toMatch(/^W\/"[\w-]+"$/);
    }
    for (const path of ['/no/such/page', '/conference/no-such-conference', '/companies/no-such-company', '/topics/no-such-topic', '/countries/zz', '/countries/pt/no-such-city', '/calendar/2026/13', '/calendar/1969/12']) {
      const res = await get(path);
      expect([path, res.status, res.headers.get('cache-control')]).toEqual([path, 404, PUBLIC]);
      expect(await res.text()).toMatch(/not found/i);
    }
    for (const path of ['/submit', '/create-company', '/admin']) {
      expect([path, (await get(path)).headers.get('cache-control')]).toEqual([path, 'private, no-cache']);
    }
  });

  it('carries no nonce: the CSP names the hash of every inline script the page runs', async () => {
    for (const path of ['/', `/conference/${conference.slug}`, '/upcoming']) {
      const res = await get(path);
      const page = await res.text();
      const policy = res.headers.get('content-security-policy') ?? '';
      expect(page).not.toContain('nonce');
      expect(policy).not.toContain('nonce');
      // Executable inline scripts: no src, and no data type (JSON state, JSON-LD).
      const scripts = [...page.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
      expect(scripts.length).toBeGreaterThanOrEqual(2);
      for (const script of scripts) expect(policy).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    }
  });

  it('answers If-None-Match with a 304 and no body, for GET and HEAD', async () => {
    // supertest, not fetch: fetch adds `Cache-Control: no-cache` to a conditional request, which asks for the whole page.
    const path = `/conference/${conference.slug}`;
    // Rendered anew just now (a write empties the gateway's caches), so it is still the same page below.
    await send('POST', '/api/companies', { name: `Other Co ${randomUUID().slice(0, 8)}` });
    const { etag } = (await request(base).get(path).expect(200)).headers;
    const notModified = await request(base).get(path).set('If-None-Match', etag).expect(304);
    expect(notModified.text).toBe('');
    expect(notModified.headers['cache-control']).toBe(PUBLIC);
    await request(base).head(path).set('If-None-Match', etag).expect(304);
    await request(base).get(path).set('If-None-Match', 'W/"something-else"').expect(200);
  });

  it('renders the same bytes for every visitor: nothing of a visitor is in the page', async () => {
    const path = `/conference/${conference.slug}`;
    // A write elsewhere empties the gateway's caches, so each visitor's page is rendered anew.
    const rendered = async (headers: Record<string, string> = {}) => {
      await send('POST', '/api/companies', { name: `Other Co ${randomUUID().slice(0, 8)}` });
      const res = await get(path, headers);
      return { body: await res.text() };
    };
    // The first render of a page in a process orders its style rules differently (emotion's caches warming up).
    await rendered();
    const first = await rendered();
    const second = await rendered({
      cookie: 'session=abc; voterId=123',
      'x-admin-key': stack.adminKey,
      'x-company-token': company.editToken,
      'x-forwarded-for': '203.0.113.9',
      'accept-language': 'de-DE',
      'user-agent': 'Googlebot/2.1',
    });
    // Two renders differ only in when their data was read (the query cache's timestamps, which the browser
    // uses to judge the data's age), never in anything of the visitor's.
    const untimed = (body: string) => body.replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1":0');
    expect(untimed(second.body)).toBe(untimed(first.body));
  });

  it('shows each kind of write at once on the pages it changes (this gateway drops what it kept)', async () => {
    // Submit: a listing searched for it before shows it after.
    const word = randomUUID().slice(0, 8);
    const search = `/upcoming?q=${word}`;
    expect(await html(search)).not.toContain(`Listed ${word} Conf`);
    const conf = await submit(`Listed ${word} Conf`);
    expect(await html(search)).toContain(`Listed ${word} Conf`);
    const confPath = `/conference/${conf.slug}`;

    // Vote: the ranking's count.
    const votesOf = async () => votesIn(await html('/'), conf.id);
    expect(await votesOf()).toBe(0);
    await send('POST', '/api/vote', { conferenceId: conf.id, voterId: randomUUID() });
    expect(await votesOf()).toBe(1);

    // Review and company interest: the conference page.
    expect(await html(confPath)).not.toContain('Cached pages are fine');
    await send('POST', '/api/reviews', { conferenceId: conf.id, userName: 'Ada', role: 'ATTENDED', body: 'Cached pages are fine.' });
    expect(await html(confPath)).toContain('Cached pages are fine');
    await send('POST', '/api/interests', { conferenceId: conf.id, companyName: 'Interested Widgets', status: 'ATTENDING' });
    expect(await html(confPath)).toContain('Interested Widgets');

    // Company edit: its profile.
    const profile = `/companies/${company.slug}`;
    expect(await html(profile)).not.toContain('We meet platform teams');
    await send('PUT', profile.replace('/companies', '/api/companies'), { name: `Cache Co ${company.slug}`, icpSummary: 'We meet platform teams.' }, { 'x-company-token': company.editToken });
    expect(await html(profile)).toContain('We meet platform teams');

    // Admin change: a hidden conference's page is gone.
    await send('POST', `/api/admin/conferences/${conf.id}/status`, { status: 'hidden' }, { 'x-admin-key': stack.adminKey });
    expect((await get(confPath)).status).toBe(404);
  });

  it('sends any other spelling of a page to its one URL with a redirect no shared cache keeps', async () => {
    const variants: [string, string][] = [
      ['/?utm_source=newsletter&utm_medium=email', '/'],
      ['/upcoming?q=&type=all&from=&to=&location=&sort=upcoming', '/upcoming'],
      ['/upcoming?page=2&type=AI&fbclid=x&gclid=y&type=Tech', '/upcoming?type=AI&page=2'],
      [`/conference/${conference.slug}?ref=x`, `/conference/${conference.slug}`],
      ['/CFP/', '/cfp'],
      ['/no/such/page?utm_source=x', '/no/such/page'],
      ['/Countries/PT/?utm_source=x', '/countries/pt'],
      // A city's name in another spelling or script is its page under the city's slug (issue 35).
      ['/countries/pt/Porto?type=AI', '/countries/pt/porto?type=AI'],
      ['/countries/pt/%D0%9F%D0%BE%D1%80%D1%82%D1%83', '/countries/pt/porto'],
    ];
    for (const [from, to] of variants) {
      const res = await get(from);
      expect([from, res.status, res.headers.get('location'), res.headers.get('cache-control')]).toEqual([from, 301, to, 'private, no-cache']);
    }
    // The calendar's own URL moves with the month: a temporary redirect.
    const now = await get('/calendar?mode=online');
    expect([now.status, now.headers.get('location'), now.headers.get('cache-control')]).toEqual([302, `/calendar/${today.slice(0, 4)}/${today.slice(5, 7)}?mode=online`, 'private, no-cache']);
    // A page past a listing's end (which only its data knows) moves to its last page, here its only one: the URL
    // without a page number, canonical at once.
    const past = await get('/countries/pt/porto?page=2');
    expect([past.status, past.headers.get('location'), past.headers.get('cache-control')]).toEqual([302, '/countries/pt/porto', 'private, no-cache']);
  });

  it('answers a hostile query string with the canonical page (or its 404), never a 5xx', async () => {
    const path = fc.constantFrom('/', '/upcoming', '/cfp', '/companies', `/conference/${conference.slug}`, '/nope', '/create-company', '/map', '/countries/pt', '/countries/pt/porto', '/topics/rust', '/calendar/2026/03');
    const value = fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: 'grapheme', maxLength: 20 }), fc.constantFrom('%', '%00', '%E0%A4%A', '9'.repeat(400), '-1', 'NaN', '1e99', '__proto__'));
    const query = fc.array(fc.tuple(fc.oneof(fc.constantFrom('q', 'type', 'page', 'show', 'quarter', 'year', 'from', 'country', 'cfp', 'edit', '__proto__'), fc.string({ maxLength: 10 })), value), { maxLength: 6 });
    await fc.assert(
      fc.asyncProperty(path, query, async (p, pairs) => {
        // At most two hops: a 301 to the canonical URL, then (a `page` past a listing's end, which only the data
        // knows) a 302 to its last page.
        let res = await get(`${p}?${new URLSearchParams(pairs)}`);
        for (let hop = 0; hop < 2 && (res.status === 301 || res.status === 302); hop++) res = await get(res.headers.get('location') as string);
        expect([200, 404]).toContain(res.status);
      }),
      // Page numbers past the city's listing: a 302 to its last page, after a 301 when the number is not canonical
      // (CI seed -302978241).
      { numRuns: 25, examples: [['/countries/pt/porto', [['page', '1e99']]], ['/countries/pt/porto', [['page', '1e1']]]] },
    );
  });
});

/** The votes the ranking's server-rendered state holds for one conference. */
function votesIn(page: string, id: number): number | undefined {
  const json = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(page)?.[1];
  let found: number | undefined;
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (record.id === id && typeof record.votesCount === 'number') found = record.votesCount;
      Object.values(record).forEach(walk);
    }
  };
  walk(json ? JSON.parse(json) : null);
  return found;
}
