import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { Stack, startStack } from '../../../testing/stack';
import { entities } from '../src/entities';
import { GAZETTEER_VERSION } from '../src/places/gazetteer-build';
import { PlacesBackfill } from '../src/places/places-backfill';

/** 100,000 rows took 88 s on the loaded 2-core test machine (in the background of a running catalog); a fifth keeps the suite short. */
const ROWS = 20_000;

/**
 * Conferences stored before places existed (or with an older gazetteer) get their city in the
 * background after start: every row once, in bounded batches, one replica at a time, without
 * overwriting a row written meanwhile.
 */
describe('matching the places of stored conferences', () => {
  let stack: Stack;
  let admin: Client;
  let ds: DataSource;

  beforeAll(async () => {
    stack = await startStack({ services: ['catalog'] });
    admin = new Client({ connectionString: stack.adminDatabaseUrl });
    await admin.connect();
    // As rows were before the places migration: a location and perhaps a country, no city slug, place_version 0.
    await admin.query(
      `INSERT INTO catalog.conferences (slug, title, url, normalized_url, source, location, country, attendance_mode, start_date_utc)
       SELECT 'old-' || i, 'Old ' || i, 'https://old' || i || '.example.com/', 'old' || i || '.example.com', 'import',
              (ARRAY['Berlin, Germany', 'Zürich, Switzerland', 'Paris, TX, U.S.A.', 'Cambridge', 'Online', '東京都千代田区', 'Somewhere nice'])[1 + i % 7],
              CASE WHEN i % 7 = 3 THEN 'GB' END,
              CASE WHEN i % 7 = 4 THEN 'online' ELSE 'in-person' END,
              now() + (i || ' minutes')::interval
         FROM generate_series(1, $1::int) AS i`,
      [ROWS],
    );
    ds = new DataSource({ type: 'postgres', url: stack.serviceDatabaseUrls.catalog, schema: 'catalog', entities });
    await ds.initialize();
  }, 120_000);
  afterAll(async () => {
    await ds?.destroy();
    await admin?.end();
    await stack?.close();
  });

  const placeOf = async (slug: string) =>
    (await admin.query('SELECT country, city, city_slug, latitude, longitude, place_version, updated_at FROM catalog.conferences WHERE slug = $1', [slug])).rows[0];

  it('matches every row once, in batches, and leaves a row written meanwhile alone', async () => {
    // A row an editor changes while the pass runs: its updated_at moves, so the pass leaves it to its writer.
    const edited = (await admin.query("SELECT updated_at FROM catalog.conferences WHERE slug = 'old-7'")).rows[0].updated_at;
    const backfill = new PlacesBackfill(ds);
    const statements: string[] = [];
    const original = ds.createQueryRunner.bind(ds);
    ds.createQueryRunner = (...args) => {
      const runner = original(...args);
      const query = runner.query.bind(runner);
      runner.query = (async (sql: string, params?: unknown[]) => {
        statements.push(sql);
        if (statements.length === 3) await admin.query("UPDATE catalog.conferences SET location = 'Lyon, France', updated_at = now() WHERE slug = 'old-7'");
        return query(sql, params);
      }) as typeof runner.query;
      return runner;
    };
    const started = Date.now();
    const matched = await backfill.run();
    const seconds = (Date.now() - started) / 1000;
    console.log(`places backfill: ${matched} of ${ROWS} rows in ${seconds.toFixed(1)} s`);

    expect(matched).toBe(ROWS - 1);
    // One read and one write per batch of at most BACKFILL_BATCH rows, plus the lock, its release and the last empty read.
    expect(statements.filter((s) => s.includes('UPDATE catalog.conferences c')).length).toBe(Math.ceil(ROWS / 500));
    expect(await placeOf('old-1')).toMatchObject({ country: 'CH', city: 'Zürich', city_slug: 'zurich', place_version: GAZETTEER_VERSION });
    expect((await placeOf('old-1')).latitude).toBeCloseTo(47.37, 1);
    expect(await placeOf('old-2')).toMatchObject({ country: 'US', city_slug: 'paris' });
    expect(await placeOf('old-3')).toMatchObject({ country: 'GB', city: 'Cambridge', city_slug: 'cambridge' });
    expect(await placeOf('old-4')).toMatchObject({ country: null, city_slug: null, latitude: null });
    expect(await placeOf('old-5')).toMatchObject({ country: 'JP', city_slug: 'tokyo' });
    expect(await placeOf('old-6')).toMatchObject({ country: null, city_slug: null, place_version: GAZETTEER_VERSION });
    // The row edited during the pass keeps its edit and is matched on the next start.
    const left = await placeOf('old-7');
    expect(left).toMatchObject({ city_slug: null, place_version: 0 });
    expect(left.updated_at.getTime()).toBeGreaterThan(edited.getTime());
    // A second pass finds only that row.
    expect(await new PlacesBackfill(ds).run()).toBe(1);
    expect(await placeOf('old-7')).toMatchObject({ country: 'FR', city_slug: 'lyon' });
    expect(await new PlacesBackfill(ds).run()).toBe(0);
  }, 300_000);

  it('runs on one replica at a time', async () => {
    const holder = new Client({ connectionString: stack.adminDatabaseUrl });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock(7302, $1)', [GAZETTEER_VERSION]);
    await admin.query("UPDATE catalog.conferences SET place_version = 0 WHERE slug = 'old-8'");
    expect(await new PlacesBackfill(ds).run()).toBe(0);
    await holder.end();
    expect(await new PlacesBackfill(ds).run()).toBe(1);
  });
});
