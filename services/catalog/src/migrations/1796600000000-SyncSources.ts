import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sync from open datasets (issue 31).
 * - conference_sources: which upstream entry lists which conference (provenance), the last values that
 *   entry had (`snapshot`: a field is updated only when upstream changes it), when it was first and last
 *   seen and whether it is gone upstream. One entry, one row (source, upstream_key).
 * - conferences.field_setters: who last set a field ({"cfpUrl": "admin"}); a sync never overwrites an admin's.
 * - sync_reviews: near misses waiting for an admin (link to an existing conference or create a new one).
 * - sync_runs: the run log (one row per run, its summary and first errors).
 * An entry's key holds its start day; when upstream moves the dates, the link with the same site
 * (conference_sources_url_idx) whose key is no longer upstream is the one that moved.
 * conferences_start_idx serves the matcher's reads of the conferences around an entry's start day.
 */
export class SyncSources1796600000000 implements MigrationInterface {
  name = 'SyncSources1796600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE catalog.conferences ADD COLUMN field_setters jsonb NOT NULL DEFAULT '{}'`);
    await q.query(`CREATE INDEX conferences_start_idx ON catalog.conferences (start_date_utc)`);
    await q.query(`
      CREATE TABLE catalog.conference_sources (
        id serial PRIMARY KEY,
        conference_id integer NOT NULL REFERENCES catalog.conferences (id) ON DELETE CASCADE,
        source varchar(40) NOT NULL,
        upstream_key varchar(2100) NOT NULL,
        upstream_url varchar(2048) NOT NULL,
        normalized_url varchar(2048) NOT NULL,
        upstream_start date NOT NULL,
        snapshot jsonb NOT NULL,
        first_seen timestamptz NOT NULL DEFAULT now(),
        last_seen timestamptz NOT NULL DEFAULT now(),
        gone boolean NOT NULL DEFAULT false
      )`);
    await q.query(`CREATE UNIQUE INDEX conference_sources_key ON catalog.conference_sources (source, upstream_key)`);
    await q.query(`CREATE INDEX conference_sources_conference_idx ON catalog.conference_sources (conference_id)`);
    await q.query(`CREATE INDEX conference_sources_url_idx ON catalog.conference_sources (source, normalized_url)`);
    await q.query(`CREATE INDEX conference_sources_window_idx ON catalog.conference_sources (source, upstream_start) WHERE NOT gone`);
    await q.query(`
      CREATE TABLE catalog.sync_reviews (
        id serial PRIMARY KEY,
        source varchar(40) NOT NULL,
        upstream_key varchar(2100) NOT NULL,
        upstream_url varchar(2048) NOT NULL,
        entry jsonb NOT NULL,
        candidate_ids integer[] NOT NULL,
        reason varchar(300) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz,
        resolution varchar(10),
        conference_id integer REFERENCES catalog.conferences (id) ON DELETE SET NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX sync_reviews_key ON catalog.sync_reviews (source, upstream_key)`);
    await q.query(`CREATE INDEX sync_reviews_open_idx ON catalog.sync_reviews (id) WHERE resolved_at IS NULL`);
    await q.query(`
      CREATE TABLE catalog.sync_runs (
        id serial PRIMARY KEY,
        source varchar(40) NOT NULL,
        trigger varchar(10) NOT NULL,
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        status varchar(10) NOT NULL DEFAULT 'running',
        summary jsonb
      )`);
    await q.query(`CREATE INDEX sync_runs_source_idx ON catalog.sync_runs (source, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE catalog.sync_runs`);
    await q.query(`DROP TABLE catalog.sync_reviews`);
    await q.query(`DROP TABLE catalog.conference_sources`);
    await q.query(`DROP INDEX catalog.conferences_start_idx`);
    await q.query(`ALTER TABLE catalog.conferences DROP COLUMN field_setters`);
  }
}
