import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Places (issue 35): the gazetteer city of each conference (slug, coordinates) beside the existing
 * country and city, and the gazetteer version it was matched with. Rows written before are matched by
 * the catalog in the background after start (places/places-backfill.ts): the gazetteer lives in the
 * service, not in SQL, and a migration that matched 100,000 rows would hold every start for it.
 *
 * conferences_city_idx serves a city page's listing (country and city, in date order) and the counts
 * and map clusters per city.
 */
export class ConferencePlaces1796500000000 implements MigrationInterface {
  name = 'ConferencePlaces1796500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE catalog.conferences
        ADD COLUMN city_slug varchar(100),
        ADD COLUMN latitude double precision,
        ADD COLUMN longitude double precision,
        ADD COLUMN place_version smallint NOT NULL DEFAULT 0`);
    await q.query(
      `CREATE INDEX conferences_city_idx ON catalog.conferences (country, city_slug, start_date_utc) WHERE status = 'published' AND city_slug IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX catalog.conferences_city_idx`);
    await q.query(`ALTER TABLE catalog.conferences DROP COLUMN city_slug, DROP COLUMN latitude, DROP COLUMN longitude, DROP COLUMN place_version`);
  }
}
