import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Conferences. Search runs on a generated tsvector of app-folded text (lower case, no accents)
 * with a GIN index, so it needs no extension and never scans the table.
 */
export class CreateConferences1763740000000 implements MigrationInterface {
  name = 'CreateConferences1763740000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE catalog.conferences (
        id serial PRIMARY KEY,
        slug varchar(100) NOT NULL,
        title varchar(200) NOT NULL,
        url varchar(2048) NOT NULL,
        normalized_url varchar(2048) NOT NULL,
        image_url varchar(2048),
        start_date_utc timestamptz,
        end_date_utc timestamptz,
        location varchar(200),
        venue varchar(200),
        type varchar(20) NOT NULL DEFAULT 'General'
          CHECK (type IN ('General', 'Tech', 'AI', 'SaaS', 'DevOps', 'Fintech', 'Security', 'Bio/Health')),
        source varchar(20) NOT NULL CHECK (source IN ('community', 'admin', 'import', 'demo')),
        status varchar(20) NOT NULL DEFAULT 'published',
        online boolean NOT NULL DEFAULT false,
        search_text text NOT NULL DEFAULT '',
        search_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT conferences_dates_ordered CHECK (end_date_utc IS NULL OR start_date_utc IS NULL OR end_date_utc >= start_date_utc)
      )`);
    await q.query(`CREATE UNIQUE INDEX conferences_slug_key ON catalog.conferences (slug)`);
    await q.query(`CREATE INDEX conferences_search_idx ON catalog.conferences USING gin (search_vector)`);
    await q.query(`CREATE INDEX conferences_normalized_url_idx ON catalog.conferences (normalized_url)`);
    // Upcoming sort and the quarter ranking walk published conferences by start date.
    await q.query(`CREATE INDEX conferences_status_start_idx ON catalog.conferences (status, start_date_utc, id)`);
    // "Not yet ended" and date-range filters compare the last day of a conference.
    await q.query(`CREATE INDEX conferences_status_last_day_idx ON catalog.conferences (status, (COALESCE(end_date_utc, start_date_utc)))`);
    await q.query(`CREATE INDEX conferences_status_created_idx ON catalog.conferences (status, created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE catalog.conferences`);
  }
}
