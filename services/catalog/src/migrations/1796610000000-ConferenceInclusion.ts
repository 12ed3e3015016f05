import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the sources know about inclusion (issue 31): the code of conduct's page, captions or sign
 * language, scholarships, and the social accounts as canonical handles (contracts social.ts).
 *
 * The "has a code of conduct" and "captions" filters each get a partial copy of the upcoming order
 * index (ListingOrderIndex): the listing walks only the matching rows, in its own order, however few
 * of 100k conferences match (captions: ~5 % of confs.tech). Scholarship rides on the other indexes
 * as a plain condition: few sources know it, so an index for it would be mostly empty upkeep.
 */
export class ConferenceInclusion1796610000000 implements MigrationInterface {
  name = 'ConferenceInclusion1796610000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE catalog.conferences
        ADD COLUMN coc_url varchar(2048),
        ADD COLUMN captions boolean NOT NULL DEFAULT false,
        ADD COLUMN scholarship boolean NOT NULL DEFAULT false,
        ADD COLUMN twitter varchar(15),
        ADD COLUMN mastodon varchar(320),
        ADD COLUMN bluesky varchar(253)`);
    await q.query(
      `CREATE INDEX conferences_coc_order_idx ON catalog.conferences ((COALESCE(start_date_utc, 'infinity'::timestamptz)), id) WHERE status = 'published' AND coc_url IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX conferences_captions_order_idx ON catalog.conferences ((COALESCE(start_date_utc, 'infinity'::timestamptz)), id) WHERE status = 'published' AND captions`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX catalog.conferences_captions_order_idx`);
    await q.query(`DROP INDEX catalog.conferences_coc_order_idx`);
    await q.query(`
      ALTER TABLE catalog.conferences
        DROP COLUMN coc_url, DROP COLUMN captions, DROP COLUMN scholarship,
        DROP COLUMN twitter, DROP COLUMN mastodon, DROP COLUMN bluesky`);
  }
}
