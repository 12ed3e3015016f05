import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { Stack, startStack } from '../../../testing/stack';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { databaseModule } from '@confdir/service-kit';
import { readCatalogConfig } from '../src/config';
import { entities } from '../src/entities';
import { migrations } from '../src/migrations';
import { syncOnce } from '../src/sync/sync.cli';
import { SyncModule } from '../src/sync/sync.module';
import { SyncScheduler } from '../src/sync/sync-scheduler';

/** The sync on the repository's samples: confs.tech (MIT, copied) and developers.events (written for the tests). */
const CONFS_TECH = join(__dirname, 'fixtures', 'confs-tech');
const DEVELOPERS_EVENTS = join(__dirname, 'fixtures', 'developers-events', 'all-events.json');

describe('sync from open datasets (real PostgreSQL)', () => {
  let stack: Stack;
  let db: Client;
  let upstream: string;
  const sync = (source: string, url: string) => syncOnce(stack.serviceDatabaseUrls.catalog, source, url, { ...process.env, SYNC_INTERVAL_MINUTES: '0' });
  const key = () => ({ 'x-admin-key': stack.adminKey });
  const count = async (sql: string, params: unknown[] = []) => Number((await db.query(sql, params)).rows[0].count);
  const editJson = (path: string, edit: (list: Array<Record<string, unknown>>) => void) => {
    const list = JSON.parse(readFileSync(path, 'utf8'));
    edit(list);
    writeFileSync(path, JSON.stringify(list));
  };

  beforeAll(async () => {
    upstream = mkdtempSync(join(tmpdir(), 'confs-tech-'));
    cpSync(CONFS_TECH, upstream, { recursive: true });
    // The admin's "sync now" reads the copy, as a deployment reads the configured upstream.
    stack = await startStack({ services: ['catalog'], env: { SYNC_CONFS_TECH_URL: upstream, SYNC_DEVELOPERS_EVENTS_URL: DEVELOPERS_EVENTS } });
    db = new Client({ connectionString: stack.adminDatabaseUrl });
    await db.connect();
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
    expect(body).toMatchObject({ title: 'React Day Berlin', url: 'https://reactday.berlin/', cfpUrl: 'https://gitnation.com/events/react-day-berlin-2026/cfp', cfpEndDate: '2026-08-12', cocUrl: 'https://gitnation.com/coc', twitter: 'reactdayberlin' });

    // A created conference keeps what the dataset says about inclusion (issue 31).
    const jsnation = (await db.query("SELECT slug FROM catalog.conferences WHERE title = 'JSNation US'")).rows[0].slug;
    expect((await stack.http().get(`/api/conferences/${jsnation}`).expect(200)).body).toMatchObject({ cocUrl: 'https://gitnation.com/coc', twitter: 'JSNation', captions: false });

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

  it('links an entry a visitor submitted while its batch was being written, instead of listing it twice', async () => {
    const site = 'lockstep-race.example.com';
    const file = join(upstream, 'lockstep.json');
    const day = (d: number) => Date.UTC(2031, 4, d);
    writeFileSync(file, JSON.stringify([{ name: 'Lockstep Conf', date: [day(5), day(6)], hyperlink: `https://${site}/`, location: 'Oslo (Norway)', city: 'Oslo', country: 'Norway', misc: '', closedCaptions: false, scholarship: false, status: 'open', tags: [] }]));
    const visitor = new Client({ connectionString: stack.adminDatabaseUrl });
    await visitor.connect();
    try {
      // A submission of the same site holds its URL's lock while it checks and inserts (ConferencesService.create).
      await visitor.query('BEGIN');
      await visitor.query('SELECT pg_advisory_xact_lock(7301, hashtext($1))', [site]);
      const run = sync('developers-events', file);
      // The batch, having matched nothing, waits for that lock before it inserts...
      const waiting = "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND classid = 7301 AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())";
      for (let i = 0; i < 100 && (await count(waiting)) === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(await count(waiting)).toBe(1);
      // ...while the submission is listed and committed.
      await visitor.query(
        "INSERT INTO catalog.conferences (slug, title, url, normalized_url, start_date_utc, end_date_utc, source) VALUES ('lockstep-conf', 'Lockstep Conf', $1, $2, $3, $4, 'community')",
        [`https://${site}/`, site, new Date(day(5)), new Date(day(6))],
      );
      await visitor.query('COMMIT');
      expect(await run).toMatchObject({ status: 'ok', created: 0, linked: 1 });
      const rows = (await db.query("SELECT c.slug, s.source FROM catalog.conferences c LEFT JOIN catalog.conference_sources s ON s.conference_id = c.id WHERE c.normalized_url = $1", [site])).rows;
      expect(rows).toEqual([{ slug: 'lockstep-conf', source: 'developers-events' }]);
    } finally {
      await visitor.end();
      rmSync(file, { force: true });
    }
  });

  it('says where a conference is listed, to visitors and (gone ones too) to the admin', async () => {
    const slug = (await db.query("SELECT slug FROM catalog.conferences WHERE title = 'JSNation US'")).rows[0].slug;
    const { body } = await stack.http().get(`/api/conferences/${slug}`).expect(200);
    expect(body.sources).toEqual([
      { name: 'confs-tech', url: 'https://jsnation.us', firstSeen: expect.any(String), lastSeen: expect.any(String) },
      { name: 'developers-events', url: 'https://www.jsnation.us/', firstSeen: expect.any(String), lastSeen: expect.any(String) },
    ]);
    const admin = await stack.http().get('/api/admin/conferences').query({ pageSize: 50 }).set(key()).expect(200);
    const gone = admin.body.find((c: { title: string }) => c.title === 'AI Coding Summit Berlin Edition');
    expect(gone.sources).toEqual([expect.objectContaining({ name: 'confs-tech', gone: true })]);
    expect((await stack.http().get('/api/conferences/' + gone.slug).expect(200)).body.sources).toEqual([]);
  });

  it("shows the admin each source's runs and runs one now, one at a time", async () => {
    const before = (await stack.http().get('/api/admin/sources').set(key()).expect(200)).body;
    expect(before.sources.map((s: { name: string }) => s.name)).toEqual(['confs-tech', 'developers-events']);
    expect(before.sources[0]).toMatchObject({ label: 'confs.tech', upstream, scheduled: false, intervalMinutes: 0 });
    expect(before.sources[0].runs[0]).toMatchObject({ trigger: 'command', status: 'ok', unchanged: 9 });
    expect(before.sources[0].runs.length).toBeLessThanOrEqual(10);

    const other = new Client({ connectionString: stack.adminDatabaseUrl });
    await other.connect();
    await other.query('SELECT pg_advisory_lock(31031)');
    const busy = await stack.http().post('/api/admin/sources/confs-tech/sync').set(key()).expect(409);
    expect(busy.body).toMatchObject({ statusCode: 409, message: 'A sync is already running' });
    await other.end();

    const started = await stack.http().post('/api/admin/sources/confs-tech/sync').set(key()).expect(202);
    let run;
    for (let i = 0; i < 100 && run?.status !== 'ok'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      run = (await stack.http().get('/api/admin/sources').set(key()).expect(200)).body.sources[0].runs[0];
    }
    expect(run).toMatchObject({ id: started.body.runId, trigger: 'admin', status: 'ok', created: 0, updated: 0, unchanged: 9 });
    await stack.http().post('/api/admin/sources/nowhere/sync').set(key()).expect(400);
    await stack.http().post('/api/admin/sources/confs-tech/sync').expect(401);
  });

  it('lets the admin resolve a near miss by linking it, after which the entry is one of the conference', async () => {
    const page = await stack.http().get('/api/admin/sync-reviews').set(key()).expect(200);
    expect(page.headers['x-total-count']).toBe('1');
    const [review] = page.body;
    expect(review).toMatchObject({ source: 'developers-events', entry: { title: 'React Day Berlin 2nd Edition', startDate: '2026-12-05' }, candidates: [{ title: 'React Day Berlin' }] });
    await stack.http().post(`/api/admin/sync-reviews/${review.id}`).set(key()).send({ action: 'link' }).expect(400);
    const linked = await stack.http().post(`/api/admin/sync-reviews/${review.id}`).set(key()).send({ action: 'link', conferenceId: review.candidates[0].id }).expect(200);
    expect(linked.body).toMatchObject({ id: review.candidates[0].id, title: 'React Day Berlin' });
    await stack.http().post(`/api/admin/sync-reviews/${review.id}`).set(key()).send({ action: 'create' }).expect(404);
    expect((await stack.http().get('/api/admin/sync-reviews').set(key()).expect(200)).body).toEqual([]);
    expect(await sync('developers-events', DEVELOPERS_EVENTS)).toMatchObject({ created: 0, queued: 0, unchanged: 5 });
  });

  it('follows an entry whose dates moved (its identity holds the start day) instead of listing it again', async () => {
    const before = (await db.query("SELECT id FROM catalog.conferences WHERE title = 'React Summit US'")).rows;
    editJson(join(upstream, 'conferences', '2026', 'javascript.json'), (list) => {
      Object.assign(list.find((e) => e.name === 'React Summit US')!, { startDate: '2027-01-12', endDate: '2027-01-15' });
    });
    expect(await sync('confs-tech', upstream)).toMatchObject({ created: 0, updated: 1, queued: 0 });
    const after = (await db.query("SELECT c.id, c.start_date_utc, s.upstream_key FROM catalog.conferences c JOIN catalog.conference_sources s ON s.conference_id = c.id AND s.source = 'confs-tech' WHERE c.title = 'React Summit US'")).rows;
    expect(after).toEqual([{ id: before[0].id, start_date_utc: new Date('2027-01-12T00:00:00Z'), upstream_key: 'reactsummit.us|2027-01-12' }]);
  });

  it('runs a source on the schedule when its last run is an interval old, and not again before the next', async () => {
    const config = readCatalogConfig({ ...process.env, DATABASE_URL: stack.serviceDatabaseUrls.catalog, SYNC_INTERVAL_MINUTES: '360', SYNC_SOURCES: 'confs-tech', SYNC_CONFS_TECH_URL: upstream });
    @Module({ imports: [databaseModule(config, { schema: 'catalog', entities, migrations }), SyncModule.register(config.sync)] })
    class ScheduledModule {}
    const app = await NestFactory.createApplicationContext(ScheduledModule, { logger: false });
    try {
      const runs = () => count("SELECT count(*) FROM catalog.sync_runs WHERE source = 'confs-tech' AND trigger = 'schedule'");
      await app.get(SyncScheduler).look();
      expect(await runs()).toBe(0);
      await db.query("UPDATE catalog.sync_runs SET started_at = started_at - interval '7 hours'");
      await app.get(SyncScheduler).look();
      expect(await runs()).toBe(1);
      await app.get(SyncScheduler).look();
      expect(await runs()).toBe(1);
    } finally {
      await app.close();
    }
  });
});
