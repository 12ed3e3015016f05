import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { Stack, startStack } from '../../../testing/stack';
import { syncOnce } from '../src/sync/sync.cli';

/** The sync on the repository's samples: confs.tech (MIT, copied) and developers.events (written for the tests). */
const CONFS_TECH = join(__dirname, 'fixtures', 'confs-tech');
const DEVELOPERS_EVENTS = join(__dirname, 'fixtures', 'developers-events', 'all-events.json');

describe('sync from open datasets (real PostgreSQL)', () => {
  let stack: Stack;
  let db: Client;
  let upstream: string;
  const sync = (source: string, url: string) => syncOnce(stack.serviceDatabaseUrls.catalog, source, url, { ...process.env, SYNC_INTERVAL_MINUTES: '0' });
  const count = async (sql: string, params: unknown[] = []) => Number((await db.query(sql, params)).rows[0].count);
  const editJson = (path: string, edit: (list: Array<Record<string, unknown>>) => void) => {
    const list = JSON.parse(readFileSync(path, 'utf8'));
    edit(list);
    writeFileSync(path, JSON.stringify(list));
  };

  beforeAll(async () => {
    stack = await startStack({ services: ['catalog'] });
    db = new Client({ connectionString: stack.adminDatabaseUrl });
    await db.connect();
    upstream = mkdtempSync(join(tmpdir(), 'confs-tech-'));
    cpSync(CONFS_TECH, upstream, { recursive: true });
  });
  afterAll(async () => {
    rmSync(upstream, { recursive: true, force: true });
    await db?.end();
    await stack?.close();
  });

  it('creates each upcoming confs.tech conference once, links one a visitor submitted, and a second run changes nothing', async () => {
    const submitted = await stack.http().post('/api/submit').send({ title: 'React Day Berlin', url: 'https://reactday.berlin/', startDate: '2026-12-04', endDate: '2026-12-07', location: 'Berlin, Germany' }).expect(201);

    const first = await sync('confs-tech', upstream);
    // 2025 to 2028 of the sample: SmashingConf (two topics), six 2026 JavaScript conferences, three of 2027.
    expect(first).toMatchObject({ status: 'ok', created: 9, linked: 1, updated: 0, queued: 0, rejected: 0, errors: [] });
    expect(await count('SELECT count(*) FROM catalog.conferences')).toBe(10);
    const link = (await db.query('SELECT c.slug, c.source, s.upstream_url FROM catalog.conference_sources s JOIN catalog.conferences c ON c.id = s.conference_id WHERE c.id = $1', [submitted.body.id])).rows;
    expect(link).toEqual([{ slug: submitted.body.slug, source: 'community', upstream_url: 'https://reactday.berlin' }]);
    // What the visitor did not give (the CFP) is filled; nothing they gave is replaced.
    const { body } = await stack.http().get(`/api/conferences/${submitted.body.slug}`).expect(200);
    expect(body).toMatchObject({ title: 'React Day Berlin', url: 'https://reactday.berlin/', cfpUrl: 'https://gitnation.com/events/react-day-berlin-2026/cfp', cfpEndDate: '2026-08-12' });

    const second = await sync('confs-tech', upstream);
    expect(second).toMatchObject({ status: 'ok', created: 0, updated: 0, linked: 0, unchanged: 10, gone: 0 });
    expect(await count('SELECT count(*) FROM catalog.conferences')).toBe(10);
  });

  it('recognises the same conferences in another dataset and queues the near miss instead of listing it twice', async () => {
    const run = await sync('developers-events', DEVELOPERS_EVENTS);
    expect(run).toMatchObject({ status: 'ok', created: 2, linked: 2, queued: 1, rejected: 1 });
    expect(run.errors).toEqual([{ where: 'all-events.json #6', reason: expect.stringContaining('name is missing') }]);
    expect(await count('SELECT count(*) FROM catalog.conferences')).toBe(12);
    const sources = (await db.query("SELECT c.title, array_agg(s.source ORDER BY s.source) AS sources FROM catalog.conferences c JOIN catalog.conference_sources s ON s.conference_id = c.id WHERE c.title IN ('JSNation US', 'React Summit US') GROUP BY c.title ORDER BY c.title")).rows;
    expect(sources).toEqual([
      { title: 'JSNation US', sources: ['confs-tech', 'developers-events'] },
      { title: 'React Summit US', sources: ['confs-tech', 'developers-events'] },
    ]);
    const review = (await db.query('SELECT r.reason, c.title FROM catalog.sync_reviews r JOIN catalog.conferences c ON c.id = r.candidate_ids[1] WHERE r.resolved_at IS NULL')).rows;
    expect(review).toEqual([{ reason: expect.stringContaining('edition words'), title: 'React Day Berlin' }]);
    const cancelled = (await db.query("SELECT event_status FROM catalog.conferences WHERE title = 'Fixture Cancelled Conf'")).rows;
    expect(cancelled).toEqual([{ event_status: 'cancelled' }]);

    expect(await sync('developers-events', DEVELOPERS_EVENTS)).toMatchObject({ created: 0, updated: 0, linked: 0, queued: 1, unchanged: 4, rejected: 1 });
  });

  it('follows upstream changes of dates, place and CFP, never over an admin edit, and keeps what upstream drops', async () => {
    const slugOf = async (title: string) => (await db.query('SELECT slug, id FROM catalog.conferences WHERE title = $1', [title])).rows[0];
    const xtreme = await slugOf('XtremeJS Online Conference');
    const jsnation = await slugOf('JSNation US');
    await stack.http().patch(`/api/admin/conferences/${jsnation.id}`).set({ 'x-admin-key': stack.adminKey }).send({ cfpUrl: 'https://jsnation.us/our-own-cfp', cfpEndDate: '2026-07-20', country: 'US', city: 'New York' }).expect(200);

    editJson(join(upstream, 'conferences', '2026', 'javascript.json'), (list) => {
      const x = list.find((e) => e.name === 'XtremeJS Online Conference')!;
      Object.assign(x, { startDate: '2026-11-12', endDate: '2026-11-13', online: false, city: 'Milan', country: 'Italy' });
      Object.assign(list.find((e) => e.name === 'JSNation US')!, { cfpEndDate: '2026-07-30' });
      list.splice(list.findIndex((e) => e.name === 'AI Coding Summit Berlin Edition'), 1);
    });
    const run = await sync('confs-tech', upstream);
    expect(run).toMatchObject({ status: 'ok', created: 0, updated: 1, unchanged: 8, gone: 1 });

    const moved = (await stack.http().get(`/api/conferences/${xtreme.slug}`).expect(200)).body;
    expect(moved).toMatchObject({ startDateUTC: '2026-11-12T00:00:00.000Z', endDateUTC: '2026-11-13T00:00:00.000Z', attendanceMode: 'in-person', country: 'IT', city: 'Milan', citySlug: expect.any(String) });
    const search = await stack.http().get('/api/conferences').query({ q: 'xtremejs milan', sort: 'recent' }).expect(200);
    expect(search.body.conferences.map((c: { slug: string }) => c.slug)).toContain(xtreme.slug);
    // The admin's CFP stands.
    expect((await stack.http().get(`/api/conferences/${jsnation.slug}`).expect(200)).body).toMatchObject({ cfpUrl: 'https://jsnation.us/our-own-cfp', cfpEndDate: '2026-07-20' });
    // Dropped upstream: still listed, flagged.
    const gone = (await db.query("SELECT c.status, s.gone FROM catalog.conferences c JOIN catalog.conference_sources s ON s.conference_id = c.id WHERE c.title = 'AI Coding Summit Berlin Edition'")).rows;
    expect(gone).toEqual([{ status: 'published', gone: true }]);

    expect(await sync('confs-tech', upstream)).toMatchObject({ created: 0, updated: 0, unchanged: 9, gone: 0 });
  });

  it('lets one sync run at a time (advisory lock)', async () => {
    const other = new Client({ connectionString: stack.adminDatabaseUrl });
    await other.connect();
    try {
      await other.query('SELECT pg_advisory_lock(31031)');
      await expect(sync('confs-tech', upstream)).rejects.toMatchObject({ payload: { code: 'CONFLICT' } });
      await other.query('SELECT pg_advisory_unlock(31031)');
      expect(await sync('confs-tech', upstream)).toMatchObject({ status: 'ok', unchanged: 9 });
    } finally {
      await other.end();
    }
  });
});
