import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUploads1700000500000 implements MigrationInterface {
  name = 'CreateUploads1700000500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE media.uploads (
        key uuid PRIMARY KEY,
        declared_content_type varchar(40) NOT NULL,
        filename varchar(255),
        created_at timestamptz NOT NULL DEFAULT now(),
        verified_at timestamptz,
        content_type varchar(40) CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp', 'image/gif')),
        size_bytes int CHECK (size_bytes >= 0),
        etag varchar(200),
        CONSTRAINT uploads_verified_facts CHECK (verified_at IS NULL OR (content_type IS NOT NULL AND size_bytes IS NOT NULL))
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE media.uploads`);
  }
}
