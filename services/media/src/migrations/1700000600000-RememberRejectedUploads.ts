import { MigrationInterface, QueryRunner } from 'typeorm';

/** When an upload failed verification, so a later save can say why it was deleted. */
export class RememberRejectedUploads1700000600000 implements MigrationInterface {
  name = 'RememberRejectedUploads1700000600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE media.uploads ADD COLUMN rejected_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE media.uploads DROP COLUMN rejected_at`);
  }
}
