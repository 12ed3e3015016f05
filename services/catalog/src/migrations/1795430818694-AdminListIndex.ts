import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin Conferences tab pages through every conference, whatever its status, newest first:
 * this index hands each page over in that order, so a page reads only its own rows.
 */
export class AdminListIndex1795430818694 implements MigrationInterface {
  name = 'AdminListIndex1795430818694';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX conferences_created_id_idx ON catalog.conferences (created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX catalog.conferences_created_id_idx`);
  }
}
