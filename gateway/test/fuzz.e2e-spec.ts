import fc from 'fast-check';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { Stack, startStack } from '../../testing/stack';
import { bodyArbitrary, pathValueArbitrary, queryArbitrary } from './support/fuzz-arbitraries';
import { HTTP_METHODS, type OpenApiDoc, type Operation } from './support/openapi-check';

/**
 * Fuzz suite (issue 11): generated bodies, query strings, path values and credentials for every
 * route of the OpenAPI document, against the real gateway, services and PostgreSQL. Fails on any
 * 5xx, any request that hangs, and any row inserted, changed or deleted by a request that was
 * refused. FUZZ_RUNS sets the requests per route and credential (default keeps it under a minute);
 * FUZZ_DEBUG=1 prints every write and its answer. Figures go to test-results/fuzz-summary.json.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const REQUEST_TIMEOUT_MS = 10_000;
const FUZZ_SUMMARY = join(__dirname, '..', '..', 'test-results', 'fuzz-summary.json');

/** Routes that must never be called with the admin key here: add-by-link would fetch generated addresses. */
const NEVER_AUTHORISED = ['POST /api/admin/add-by-link'];
/**
 * Routes that fetch the page at `url`: it is always one the link reader refuses at once (private,
 * loopback or not http), so no generated host name is ever looked up or fetched.
 */
const FETCHES_URL = /^POST \/api\/(admin\/add-by-link|submit)\/preview$|^POST \/api\/admin\/add-by-link$/;
const UNFETCHABLE = fc.constantFrom('http://127.0.0.1:1/', 'http://10.0.0.1/', 'http://[::1]/x', 'ftp://example.com/', 'javascript:alert(1)', 'http://169.254.169.254/latest/meta-data');

interface Tally {
  requests: number;
  serverErrors: string[];
  refusedWrites: string[];
  byStatus: Record<string, number>;
}

describe('fuzz: every route, generated input (real gateway, services and PostgreSQL)', () => {
  let stack: Stack;
  let db: Client;
  let doc: OpenApiDoc;
  let snapshotSql: string;
  const known: Record<string, string[]> = {};
  const tally: Tally = { requests: 0, serverErrors: [], refusedWrites: [], byStatus: {} };
  const started = Date.now();

  /** A digest of every row of every table of every service schema: a refused request must leave it unchanged. */
  async function snapshot(): Promise<string> {
    const { rows } = await db.query<{ t: string; h: string }>(snapshotSql);
    return rows.map((r) => `${r.t}:${r.h}`).join(',');
  }

  beforeAll(async () => {
    // Abuse limits off: one test address sends every request, and coverage matters here, not throttling.
    stack = await startStack({ env: { RATE_LIMITS: 'off' } });
    db = new Client({ connectionString: stack.adminDatabaseUrl });
    await db.connect();
    const { rows } = await db.query<{ s: string; t: string }>(
      `SELECT table_schema AS s, table_name AS t FROM information_schema.tables
       WHERE table_type = 'BASE TABLE' AND table_schema IN ('catalog', 'community', 'companies', 'media') ORDER BY 1, 2`,
    );
    expect(rows.length).toBeGreaterThan(3);
    snapshotSql = rows.map(({ s, t }) => `SELECT '${s}.${t}' AS t, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM "${s}"."${t}" x`).join(' UNION ALL ');
    doc = (await stack.http().get('/api/docs.json').expect(200)).body;

    // Something real behind each kind of identifier, so generated requests reach the services.
    const http = () => stack.http();
    const conference = (await http().post('/api/submit').send({ title: `Fuzz Conf ${process.pid}`, url: 'https://fuzz.example.com/', startDate: '2031-05-05', type: 'Tech' }).expect(201)).body;
    const company = (await http().post('/api/companies').send({ name: `Fuzz Co ${process.pid}`, targetIndustries: 'Fintech' }).expect(201)).body;
    const event = (await http().post(`/api/companies/${company.slug}/events`).set('x-company-token', company.editToken).send({ conferenceId: conference.id, role: 'ATTENDED', rating: 4, year: 2030 }).expect(201)).body;
    const review = (await http().post('/api/reviews').send({ conferenceId: conference.id, userName: 'Fuzz', role: 'Attendee', body: 'A fine conference.' })).body;
    const interest = (await http().post('/api/interests').send({ conferenceId: conference.id, companyName: 'Fuzz Interest', status: 'ATTENDING' })).body;
    known.conferenceSlug = [conference.slug];
    known.companySlug = [company.slug];
    known.id = [String(conference.id), String(event.id), String(review?.id ?? 1), String(interest?.id ?? 1)];
    known.key = ['0123456789abcdef0123456789abcdef.png'];
    known.token = [company.editToken];
  });

  afterAll(async () => {
    const summary = {
      requests: tally.requests,
      serverErrors: tally.serverErrors.length,
      rowsWrittenByRefusedRequests: tally.refusedWrites.length,
      byStatus: tally.byStatus,
      runsPerRouteAndCredential: RUNS,
      routes: doc ? Object.values(doc.paths).flatMap((item) => Object.keys(item).filter((m) => HTTP_METHODS.includes(m))).length : 0,
      seconds: Math.round((Date.now() - started) / 100) / 10,
      at: new Date().toISOString(),
    };
    mkdirSync(join(FUZZ_SUMMARY, '..'), { recursive: true });
    writeFileSync(FUZZ_SUMMARY, `${JSON.stringify(summary, null, 2)}\n`);
    process.stdout.write(`fuzz: ${summary.requests} requests over ${summary.routes} routes, ${summary.serverErrors} 5xx, ${summary.rowsWrittenByRefusedRequests} refused requests that wrote rows (${FUZZ_SUMMARY})\n`);
    await db?.end();
    await stack?.close();
  });

  /** Percent-encodes a path value; a lone surrogate goes out as the invalid UTF-8 bytes ED A0 80, as a hand-made request would send it. */
  const encodePath = (value: string) =>
    encodeURIComponent(value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\uffff')).replace(/%EF%BF%BF/g, '%ED%A0%80');

  function pathArbitrary(path: string): fc.Arbitrary<string> {
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const pick = (name: string) => (name === 'slug' ? (path.startsWith('/api/companies') ? known.companySlug : known.conferenceSlug) : known[name] ?? ['1']);
    return fc.tuple(...names.map((name) => pathValueArbitrary(pick(name)))).map((values) => names.reduce((p, name, i) => p.replace(`{${name}}`, encodePath(values[i])), path));
  }

  async function send(method: string, url: string, query: Record<string, string | string[]>, body: unknown, headers: Record<string, string>, raw: boolean) {
    let req = stack.http()[method as 'get'](url).query(query).set(headers).timeout(REQUEST_TIMEOUT_MS);
    if (body !== undefined) {
      // Objects go as JSON; a bare number, text, true or null too, written by hand; `raw` cuts the JSON short.
      const text = JSON.stringify(body);
      req = typeof body === 'object' && body !== null && !raw ? req.send(body as object) : req.set('Content-Type', 'application/json').send(raw ? text.slice(0, -1) : text);
    }
    return req.then(
      (res) => res,
      (err: { timeout?: number; response?: { status: number; text: string } }) => {
        if (err.response) return err.response;
        return { status: err.timeout ? 599 : 598, text: String(err) };
      },
    );
  }

  function fetchSafe(route: string, body: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
    if (!FETCHES_URL.test(route)) return body;
    return fc.tuple(body, UNFETCHABLE).map(([value, url]) => (value && typeof value === 'object' && !Array.isArray(value) ? { ...value, url } : value));
  }

  const operations = (): [string, string, Operation][] =>
    Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).filter(([m]) => HTTP_METHODS.includes(m)).map(([m, op]) => [m, path, op] as [string, string, Operation]));

  it('answers every generated request below 500, and refused requests write nothing', async () => {
    for (const [method, path, op] of operations()) {
      const route = `${method.toUpperCase()} ${path}`;
      const credentials = NEVER_AUTHORISED.includes(route) ? ['none', 'wrong'] : ['none', 'wrong', 'admin', 'token'];
      const request = fc.record({
        url: pathArbitrary(path),
        query: queryArbitrary(op),
        body: fetchSafe(route, bodyArbitrary(doc, op) ?? fc.constant(undefined)),
        credential: fc.constantFrom(...credentials),
        raw: fc.boolean().map((b) => b && Math.random() < 0.1),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ url, query, body, credential, raw }) => {
          const headers: Record<string, string> =
            credential === 'admin' ? { 'x-admin-key': stack.adminKey } : credential === 'token' ? { 'x-company-token': known.token[0] } : credential === 'wrong' ? { 'x-admin-key': 'wrong', 'x-company-token': 'wrong' } : {};
          const before = await snapshot();
          const res = await send(method, url, query, body, headers, raw);
          tally.requests++;
          tally.byStatus[res.status] = (tally.byStatus[res.status] ?? 0) + 1;
          const what = `${route} ${url} ${JSON.stringify(query).slice(0, 200)} ${JSON.stringify(body)?.slice(0, 200)} → ${res.status} ${res.text?.slice(0, 200)}`;
          if (res.status >= 500) tally.serverErrors.push(what);
          if (process.env.FUZZ_DEBUG && method !== 'get') process.stdout.write(what + '\n');
          const wrote = res.status >= 400 && (await snapshot()) !== before;
          if (wrote) tally.refusedWrites.push(what);
          // Every finding is collected and listed at the end rather than stopping the run at the first.
          return true;
        }),
        { numRuns: RUNS * credentials.length },
      );
    }
    expect(tally.serverErrors).toEqual([]);
    expect(tally.refusedWrites).toEqual([]);
  }, 300_000);
});
