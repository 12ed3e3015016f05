import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reviews and company interests. conference_id has no foreign key: conferences live in the
 * catalog schema, which this service cannot read; the gateway checks a conference exists.
 */
export class CreateReviewsAndInterests1700000100000 implements MigrationInterface {
  name = 'CreateReviewsAndInterests1700000100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE community.reviews (
        id serial PRIMARY KEY,
        conference_id integer NOT NULL CHECK (conference_id > 0),
        user_name varchar(100) NOT NULL CHECK (user_name <> ''),
        user_email varchar(254),
        role varchar(20) NOT NULL CHECK (role IN ('ATTENDED', 'SPONSORED', 'DID_NOT_ATTEND')),
        rating smallint CHECK (rating BETWEEN 1 AND 5),
        title varchar(200),
        body varchar(5000) NOT NULL CHECK (body <> ''),
        status varchar(16) NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'hidden', 'draft')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX reviews_conference_created_idx ON community.reviews (conference_id, created_at DESC)`);
    await q.query(`CREATE INDEX reviews_created_idx ON community.reviews (created_at DESC)`);

    await q.query(`
      CREATE TABLE community.interests (
        id serial PRIMARY KEY,
        conference_id integer NOT NULL CHECK (conference_id > 0),
        company_name varchar(200) NOT NULL CHECK (company_name <> ''),
        status varchar(20) NOT NULL CHECK (status IN ('CONSIDERING', 'ATTENDING', 'SPONSORING', 'NOT_GOING')),
        comment varchar(2000),
        submitted_by varchar(100),
        contact_email varchar(254),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One entry per company and conference, whatever the letter case: a second mark updates it.
    await q.query(`CREATE UNIQUE INDEX interests_conference_company_key ON community.interests (conference_id, lower(company_name))`);
    await q.query(`CREATE INDEX interests_company_idx ON community.interests (lower(company_name))`);
    await q.query(`CREATE INDEX interests_updated_idx ON community.interests (updated_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE community.interests`);
    await q.query(`DROP TABLE community.reviews`);
  }
}
