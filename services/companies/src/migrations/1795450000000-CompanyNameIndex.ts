import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Who else is going" links each interested company name to a profile by lower(name) (slugsByNames):
 * without this index that lookup read every company on each conference page (a sequential scan,
 * ~10 ms at 2,000 companies on the loaded machine, growing with the directory; 0.1 ms with it).
 */
export class CompanyNameIndex1795450000000 implements MigrationInterface {
  name = 'CompanyNameIndex1795450000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX companies_lower_name_idx ON companies.companies (lower(name), created_at, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX companies.companies_lower_name_idx`);
  }
}
