import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The upcoming listing walks published conferences in `start ASC NULLS LAST, id` order and seeks to a
 * page's checkpoint through this index (issue 12), instead of sorting every not-yet-ended match.
 */
export class ListingOrderIndex1795429527085 implements MigrationInterface {
  name = 'ListingOrderIndex1795429527085';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX conferences_upcoming_order_idx ON catalog.conferences ((COALESCE(start_date_utc, 'infinity'::timestamptz)), id) WHERE status = 'published'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX catalog.conferences_upcoming_order_idx`);
  }
}
