import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * ICP-fit candidates are the soonest upcoming conferences of each wanted type: this index hands them
 * over in start order per type, so the per-type LIMIT reads only the rows it returns.
 */
export class IcpCandidateIndex1763740300000 implements MigrationInterface {
  name = 'IcpCandidateIndex1763740300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX conferences_status_type_start_idx ON catalog.conferences (status, type, start_date_utc, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX catalog.conferences_status_type_start_idx`);
  }
}
