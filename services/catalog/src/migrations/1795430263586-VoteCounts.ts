import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Vote counts kept as votes happen (issue 12): one row per voted conference, owned and written only by
 * the ranking module, in the same transaction as the vote. Readers never count catalog.votes again.
 */
export class VoteCounts1795430263586 implements MigrationInterface {
  name = 'VoteCounts1795430263586';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE catalog.vote_counts (
        conference_id integer PRIMARY KEY REFERENCES catalog.conferences (id) ON DELETE CASCADE,
        votes integer NOT NULL CHECK (votes >= 0)
      )`);
    await q.query(`
      INSERT INTO catalog.vote_counts (conference_id, votes)
      SELECT conference_id, count(*) FROM catalog.votes GROUP BY conference_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE catalog.vote_counts`);
  }
}
