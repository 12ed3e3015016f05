import { Client } from 'pg';
import { sharedData } from '../../../testing/shared-data';
import { Stack, startStack } from '../../../testing/stack';
import { importConfsTech } from '../src/import/import-confs-tech.cli';
import { formatReport } from '../src/import/confs-tech.importer';

// The shared snapshot is not part of the project; import-confs-tech-fixture.e2e-spec.ts runs the same import on the fixture.
const DATA = sharedData('confs-tech', 'the confs.tech import on the shared snapshot') ?? '';
const describeWithData = DATA ? describe : describe.skip;

describeWithData('confs.tech import on the shared snapshot', () => {
  let stack: Stack;
  let db: Client;

  beforeAll(async () => {
    stack = await startStack({ services: ['catalog'] });
    db = new Client({ connectionString: stack.adminDatabaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await stack?.close();
  });

  it('imports every valid conference once, merging topics, and a second run creates nothing', async () => {
    const existing = await stack.http().post('/api/submit').send({ title: 'KubeCon EU (community)', url: 'https://events.linuxfoundation.org/kubecon-cloudnativecon-europe-2026/', startDate: '2026-03-23', endDate: '2026-03-26' }).expect(201);

    const first = await importConfsTech(stack.serviceDatabaseUrls.catalog, DATA);
    expect(first.records).toBe(6831);
    expect(first.updated).toBe(0);
    expect(first.alreadyListed).toBeGreaterThanOrEqual(1);
    expect(first.rejected).toContainEqual({ where: expect.stringMatching(/^2024\/general\.json #\d+$/), name: 'Machine Learning Week', reason: 'no city or country and not marked online' });
    expect(first.created + first.alreadyListed + first.rejected.length).toBeGreaterThanOrEqual(first.conferences);
    const stored = Number((await db.query("SELECT count(*) FROM catalog.conferences WHERE source = 'import'")).rows[0].count);
    expect(stored).toBe(first.created);
    expect(first.created).toBeGreaterThan(5500);

    const report = formatReport('confs-tech', first);
    expect(report).toContain(`created: ${first.created}`);
    expect(report).toContain('rejected 2024/general.json');

    const second = await importConfsTech(stack.serviceDatabaseUrls.catalog, DATA);
    expect(second).toMatchObject({ created: 0, updated: 0, unchanged: first.created, alreadyListed: first.alreadyListed, rejected: first.rejected });
    expect(Number((await db.query('SELECT count(*) FROM catalog.conferences')).rows[0].count)).toBe(first.created + 1);

    // The community's entry was left as it was.
    const kept = await stack.http().get(`/api/conferences/${existing.body.slug}`).expect(200);
    expect(kept.body.source).toBe('community');
  }, 300_000);

  it('serves imported conferences with merged topics, locations and online events', async () => {
    const mobius = (await db.query("SELECT type, location FROM catalog.conferences WHERE title = 'Mobius' AND start_date_utc < '2018-01-01'")).rows;
    expect(mobius).toHaveLength(1);
    const online = await stack.http().get('/api/conferences').query({ sort: 'recent', location: 'online', limit: 5 }).expect(200);
    expect(online.body.total).toBeGreaterThan(0);
    const devops = await stack.http().get('/api/conferences').query({ q: 'devopscon amsterdam', sort: 'recent' }).expect(200);
    expect(devops.body.conferences.length).toBeGreaterThan(0);
    expect(devops.body.conferences[0]).toMatchObject({ source: 'import', location: 'Amsterdam, Netherlands', type: 'DevOps' });
  });

  it('serves the CFP, place, languages and topics of an imported conference', async () => {
    const slug = (await db.query("SELECT slug FROM catalog.conferences WHERE title = 'IT-Tage' AND start_date_utc = '2023-12-11'")).rows[0].slug;
    const { body } = await stack.http().get(`/api/conferences/${slug}`).expect(200);
    expect(body).toMatchObject({
      cfpUrl: 'https://www.ittage.informatik-aktuell.de/call-for-papers.html',
      cfpEndDate: '2023-04-28',
      cfpTimezone: 'AoE',
      cfpClosesAt: '2023-04-29T12:00:00.000Z',
      attendanceMode: 'in-person',
      eventStatus: 'scheduled',
      country: 'DE',
      city: 'Frankfurt am Main',
      languages: ['de', 'en'],
      topics: ['devops', 'java', 'ux'],
    });
  });

  it('serves what the dataset says about inclusion, accounts as canonical handles', async () => {
    const slug = (await db.query("SELECT slug FROM catalog.conferences WHERE title = 'PyConUK' AND start_date_utc = '2023-09-22'")).rows[0].slug;
    const { body } = await stack.http().get(`/api/conferences/${slug}`).expect(200);
    expect(body).toMatchObject({ cocUrl: 'https://2023.pyconuk.org/code-of-conduct', captions: true, scholarship: false, twitter: 'PyConUK', mastodon: '@PyConUK@fosstodon.org', bluesky: null });
    const counts = (await db.query('SELECT count(coc_url) AS coc, count(*) FILTER (WHERE captions) AS captions FROM catalog.conferences')).rows[0];
    expect(Number(counts.coc)).toBeGreaterThan(2000);
    expect(Number(counts.captions)).toBeGreaterThan(200);
  });

  it('has indexes that serve search and both sorts, so no query needs a table scan', async () => {
    // At this size a scan is cheap and the planner may prefer it; forbidding scans shows an index can answer.
    await db.query('ANALYZE catalog.conferences');
    const plan = async (sql: string, params: unknown[] = []) => {
      await db.query('BEGIN');
      try {
        await db.query('SET LOCAL enable_seqscan = off');
        return (await db.query(`EXPLAIN ${sql}`, params)).rows.map((r) => r['QUERY PLAN']).join('\n');
      } finally {
        await db.query('ROLLBACK');
      }
    };
    const search = await plan("SELECT id FROM catalog.conferences WHERE status = 'published' AND search_vector @@ to_tsquery('simple', $1)", ["'kube':* & 'amst':*"]);
    expect(search).toContain('conferences_search_idx');
    const recent = await plan("SELECT id FROM catalog.conferences WHERE status = 'published' ORDER BY created_at DESC, id DESC LIMIT 12");
    // Any index that yields the rows already in order will do; what matters is no table scan and no sort.
    expect(recent).toMatch(/Index (Only )?Scan (Backward )?using \w+ on conferences/);
    expect(recent).not.toMatch(/Seq Scan|Sort/);
    const upcoming = await plan(
      "SELECT id FROM catalog.conferences WHERE status = 'published' AND (start_date_utc IS NULL OR COALESCE(end_date_utc, start_date_utc) >= now()) ORDER BY start_date_utc NULLS LAST, id LIMIT 12",
    );
    expect(upcoming).not.toContain('Seq Scan');
  });

  it('fills the new fields of rows imported before they existed', async () => {
    await db.query("UPDATE catalog.conferences SET cfp_url = NULL, cfp_end_date = NULL, cfp_closes_at = NULL, country = NULL, city = NULL, languages = '{}', topics = '{}' WHERE source = 'import'");
    const again = await importConfsTech(stack.serviceDatabaseUrls.catalog, DATA);
    expect(again.created).toBe(0);
    expect(again.updated).toBeGreaterThan(5000);
    const row = (await db.query("SELECT country, topics, cfp_closes_at FROM catalog.conferences WHERE title = 'IT-Tage' AND start_date_utc = '2023-12-11'")).rows[0];
    expect(row).toEqual({ country: 'DE', topics: ['devops', 'java', 'ux'], cfp_closes_at: new Date('2023-04-29T12:00:00Z') });
  }, 300_000);

  it('updates an imported conference whose data changed and keeps its slug', async () => {
    const row = (await db.query("SELECT id, slug FROM catalog.conferences WHERE source = 'import' ORDER BY id LIMIT 1")).rows[0];
    await db.query("UPDATE catalog.conferences SET title = 'Edited', location = 'Nowhere' WHERE id = $1", [row.id]);
    const again = await importConfsTech(stack.serviceDatabaseUrls.catalog, DATA);
    expect(again).toMatchObject({ created: 0, updated: 1 });
    const after = (await db.query('SELECT slug, title FROM catalog.conferences WHERE id = $1', [row.id])).rows[0];
    expect(after.slug).toBe(row.slug);
    expect(after.title).not.toBe('Edited');
  }, 120_000);
});
