import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Discovery fields (issue 15): call for papers, attendance mode, event status, country and city,
 * languages and topics. Every filter on them reads an index (btree for single values, GIN for the
 * arrays), so none scans the table at 100k conferences. `online` stays, kept equal to
 * "attendance_mode is not in-person" by the writers, for the code that already reads it.
 */
export class ConferenceDiscovery1795428020072 implements MigrationInterface {
  name = 'ConferenceDiscovery1795428020072';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE catalog.conferences
        ADD COLUMN cfp_url varchar(2048),
        ADD COLUMN cfp_end_date date,
        ADD COLUMN cfp_timezone varchar(64) NOT NULL DEFAULT 'AoE',
        ADD COLUMN cfp_closes_at timestamptz,
        ADD COLUMN attendance_mode varchar(10) NOT NULL DEFAULT 'in-person'
          CHECK (attendance_mode IN ('in-person', 'online', 'hybrid')),
        ADD COLUMN event_status varchar(12) NOT NULL DEFAULT 'scheduled'
          CHECK (event_status IN ('scheduled', 'cancelled', 'postponed', 'rescheduled')),
        ADD COLUMN country char(2),
        ADD COLUMN city varchar(100),
        ADD COLUMN languages text[] NOT NULL DEFAULT '{}',
        ADD COLUMN topics text[] NOT NULL DEFAULT '{}'`);
    // Until now an online event listed a place only when it was also held there.
    await q.query(`
      UPDATE catalog.conferences SET attendance_mode =
        CASE WHEN location IS NULL OR location = 'Online' THEN 'online' ELSE 'hybrid' END
      WHERE online`);
    await q.query(`CREATE INDEX conferences_country_idx ON catalog.conferences (country, start_date_utc) WHERE status = 'published'`);
    await q.query(`CREATE INDEX conferences_mode_idx ON catalog.conferences (attendance_mode, start_date_utc) WHERE status = 'published'`);
    // The CFP page and "CFP open" walk open calls in deadline order.
    await q.query(`CREATE INDEX conferences_cfp_closes_idx ON catalog.conferences (cfp_closes_at, id) WHERE status = 'published' AND cfp_closes_at IS NOT NULL`);
    await q.query(`CREATE INDEX conferences_languages_idx ON catalog.conferences USING gin (languages)`);
    await q.query(`CREATE INDEX conferences_topics_idx ON catalog.conferences USING gin (topics)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of ['country', 'mode', 'cfp_closes', 'languages', 'topics']) await q.query(`DROP INDEX catalog.conferences_${index}_idx`);
    await q.query(`
      ALTER TABLE catalog.conferences
        DROP COLUMN cfp_url, DROP COLUMN cfp_end_date, DROP COLUMN cfp_timezone, DROP COLUMN cfp_closes_at,
        DROP COLUMN attendance_mode, DROP COLUMN event_status, DROP COLUMN country, DROP COLUMN city,
        DROP COLUMN languages, DROP COLUMN topics`);
  }
}
