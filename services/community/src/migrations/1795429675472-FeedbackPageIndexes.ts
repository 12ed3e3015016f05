import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Paged feedback lists (issue 11) read in index order: a conference's published reviews and its
 * interests newest first, the admin lists newest first and a company's pipeline, each with the id
 * as tie-breaker so pages never repeat or skip a row. The new indexes cover the old ones.
 */
export class FeedbackPageIndexes1795429675472 implements MigrationInterface {
  name = 'FeedbackPageIndexes1795429675472';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX reviews_conference_published_idx ON community.reviews (conference_id, created_at DESC, id DESC) WHERE status = 'published'`);
    await q.query(`CREATE INDEX reviews_created_id_idx ON community.reviews (created_at DESC, id DESC)`);
    await q.query(`DROP INDEX community.reviews_created_idx`);
    await q.query(`CREATE INDEX interests_conference_updated_idx ON community.interests (conference_id, updated_at DESC, id DESC)`);
    await q.query(`CREATE INDEX interests_updated_id_idx ON community.interests (updated_at DESC, id DESC)`);
    await q.query(`DROP INDEX community.interests_updated_idx`);
    await q.query(`CREATE INDEX interests_company_updated_idx ON community.interests (lower(company_name), updated_at DESC, id DESC)`);
    await q.query(`DROP INDEX community.interests_company_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX interests_company_idx ON community.interests (lower(company_name))`);
    await q.query(`DROP INDEX community.interests_company_updated_idx`);
    await q.query(`CREATE INDEX interests_updated_idx ON community.interests (updated_at DESC)`);
    await q.query(`DROP INDEX community.interests_updated_id_idx`);
    await q.query(`DROP INDEX community.interests_conference_updated_idx`);
    await q.query(`CREATE INDEX reviews_created_idx ON community.reviews (created_at DESC)`);
    await q.query(`DROP INDEX community.reviews_created_id_idx`);
    await q.query(`DROP INDEX community.reviews_conference_published_idx`);
  }
}
