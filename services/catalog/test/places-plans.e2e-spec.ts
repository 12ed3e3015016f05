import { Client } from 'pg';
import { DataSource, Logger } from 'typeorm';
import { Stack, startStack } from '../../../testing/stack';
import { entities } from '../src/entities';
import { ConferencesService } from '../src/conferences/conferences.service';
import { ListingPages } from '../src/conferences/listing-pages';
import { VoteCounts } from '../src/ranking/vote-counts';
import { WordList } from '../src/search/word-list';
import { gazetteer } from '../src/places/gazetteer';
import { MapClusters } from '../src/places/map-clusters';
import { MonthCalendar } from '../src/places/month-calendar';
import { PlaceCounts } from '../src/places/place-counts';

/**
 * The reads of issue 35 at 100,000 conferences: a city's listing and a month's calendar plan through
 * indexes (no sequential scan of the conference table); the map and the counts, which read every match
 * once per 30 s per filter set, answer within bounds and say how long their read took.
 */
describe('place reads at 100,000 conferences', () => {
  let stack: Stack;
  let admin: Client;
  let ds: DataSource;
  const sent: { sql: string; params: unknown[] }[] = [];
  const capture: Logger = {
    logQuery: (sql, params) => void sent.push({ sql, params: params ?? [] }),
    logQueryError: () => undefined,
    logQuerySlow: () => undefined,
    logSchemaBuild: () => undefined,
    logMigration: () => undefined,
    log: () => undefined,
  };

  beforeAll(async () => {
    stack = await startStack({ services: ['catalog'] });
    admin = new Client({ connectionString: stack.adminDatabaseUrl });
    await admin.connect();
    // 400 real cities, a tenth of the rows online; 15% upcoming over the next year, the rest over 14 years back.
    const cities = Array.from({ length: 400 }, (_, i) => gazetteer().place(i * 97));
    await admin.query(
      `INSERT INTO catalog.conferences (slug, title, url, normalized_url, source, type, start_date_utc, end_date_utc, country, city_slug, latitude, longitude,
                                        topics, cfp_end_date, cfp_closes_at, place_version)
       SELECT 'gen-' || i, 'Generated ' || i, 'https://gen' || i || '.example.com/', 'gen' || i || '.example.com', 'import',
              (ARRAY['General','Tech','AI','DevOps'])[1 + i % 4], d, d + interval '2 days',
              CASE WHEN i % 10 = 0 THEN NULL ELSE ($1::text[])[1 + (i / 7) % 400] END,
              CASE WHEN i % 10 = 0 THEN NULL ELSE ($2::text[])[1 + (i / 7) % 400] END,
              CASE WHEN i % 10 = 0 THEN NULL ELSE ($3::float8[])[1 + (i / 7) % 400] END,
              CASE WHEN i % 10 = 0 THEN NULL ELSE ($4::float8[])[1 + (i / 7) % 400] END,
              ARRAY[(ARRAY['javascript','devops','ux','data'])[1 + (i / 3) % 4]],
              CASE WHEN i % 3 = 0 THEN (d - interval '60 days')::date END,
              CASE WHEN i % 3 = 0 THEN d - interval '59 days' END,
              1
         FROM generate_series(1, 100000) AS i,
              LATERAL (SELECT CASE WHEN i % 20 < 3 THEN now() + (i % 365) * interval '1 day' ELSE now() - (1 + i % 5000) * interval '1 day' END AS d) AS s`,
      [cities.map((c) => c.country), cities.map((c) => c.slug), cities.map((c) => c.latitude), cities.map((c) => c.longitude)],
    );
    await admin.query('VACUUM ANALYZE catalog.conferences');
    ds = new DataSource({ type: 'postgres', url: stack.serviceDatabaseUrls.catalog, schema: 'catalog', entities, logging: true, logger: capture, extra: { max: 2 } });
    await ds.initialize();
  }, 180_000);
  afterAll(async () => {
    await ds?.destroy();
    await admin?.end();
    await stack?.close();
  });

  const plan = async (sql: string, params: unknown[]) => (await admin.query(`EXPLAIN ${sql}`, params)).rows.map((r) => r['QUERY PLAN']).join('\n');

  it("plans a city's listing and a month's calendar through indexes", async () => {
    const conferences = new ConferencesService(ds, new ListingPages(ds), new VoteCounts(ds), new WordList(ds));
    const busiest = (await admin.query("SELECT country, city_slug FROM catalog.conferences WHERE city_slug IS NOT NULL AND start_date_utc > now() GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1")).rows[0];
    const city = await conferences.list({ country: busiest.country, city: busiest.city_slug });
    expect(city.total).toBeGreaterThan(0);
    await conferences.list({ country: busiest.country, city: busiest.city_slug, page: 2 });
    const calendar = new MonthCalendar(ds, conferences);
    const next = new Date(Date.now() + 31 * 86_400_000).toISOString().slice(0, 7);
    const month = await calendar.month({ month: next });
    expect(month.conferencesTotal).toBeGreaterThan(100);
    expect(month.conferences.length).toBeLessThanOrEqual(31 * 15);
    await calendar.month({ month: next, type: 'Tech', country: busiest.country });

    const reads = sent.filter((s) => /^\s*(SELECT|WITH)/i.test(s.sql) && s.sql.includes('conferences'));
    expect(reads.length).toBeGreaterThanOrEqual(6);
    const scans: string[] = [];
    for (const { sql, params } of reads) {
      const p = await plan(sql, params);
      if (/Seq Scan on conferences/.test(p)) scans.push(`${sql}\n${p}`);
    }
    expect(scans).toEqual([]);
  }, 120_000);

  it('answers the map and the counts within their bounds, each from one read', async () => {
    const conferences = new ConferencesService(ds, new ListingPages(ds), new VoteCounts(ds), new WordList(ds));
    const map = new MapClusters(ds, conferences);
    for (const query of [{}, { type: 'Tech' as const }, { topic: 'javascript' as const }]) {
      sent.length = 0;
      const started = Date.now();
      const answer = await map.clusters(query);
      console.log(`map ${JSON.stringify(query)}: ${answer.clusters.length} clusters of ${answer.total} conferences in ${Date.now() - started} ms (first read)`);
      expect(answer.clusters.length).toBeLessThanOrEqual(2000);
      expect(answer.placed).toBeLessThanOrEqual(answer.total);
      const reads = sent.filter((s) => s.sql.includes('conferences'));
      expect(reads).toHaveLength(1);
      if (Object.keys(query).length === 0) console.log((await admin.query(`EXPLAIN ANALYZE ${reads[0].sql}`, reads[0].params)).rows.map((r) => r['QUERY PLAN']).join('\n'));
      const again = Date.now();
      await map.clusters(query);
      expect(Date.now() - again).toBeLessThan(50);
    }
    const started = Date.now();
    const index = await new PlaceCounts(ds).index();
    console.log(`place counts: ${index.countries.length} countries, ${[...index.cities.values()].reduce((n, l) => n + l.length, 0)} cities, ${index.topics.length} topics in ${Date.now() - started} ms`);
    expect(index.countries.length).toBeGreaterThan(10);
    expect(index.countries.length).toBeLessThanOrEqual(250);
  }, 120_000);
});
