import { MigrationInterface, QueryRunner } from 'typeorm';

/** Companies and their track record; the database enforces the same rules as the DTOs. */
export class CreateCompanies1700000400000 implements MigrationInterface {
  name = 'CreateCompanies1700000400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE companies.companies (
        id serial PRIMARY KEY,
        name varchar(200) NOT NULL CHECK (btrim(name) <> ''),
        slug varchar(120) NOT NULL,
        website varchar(2048),
        logo_url varchar(100),
        contact_email varchar(254),
        locations varchar(500),
        backing varchar(500),
        icp_summary text,
        target_industries text,
        target_titles text,
        target_company_sizes text,
        target_regions text,
        target_notes text,
        edit_token_hash bytea,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT companies_slug_unique UNIQUE (slug)
      )`);
    await q.query(`CREATE INDEX companies_created_at_idx ON companies.companies (created_at DESC, id DESC)`);
    await q.query(`
      CREATE TABLE companies.company_events (
        id serial PRIMARY KEY,
        company_id int NOT NULL REFERENCES companies.companies (id) ON DELETE CASCADE,
        conference_id int,
        custom_conference_name varchar(300),
        location varchar(300),
        role varchar(20) NOT NULL DEFAULT 'ATTENDED' CHECK (role IN ('ATTENDED', 'SPONSORED', 'SPOKE', 'EXHIBITED')),
        rating smallint CHECK (rating BETWEEN 1 AND 5),
        year smallint CHECK (year BETWEEN 2000 AND 2100),
        month smallint CHECK (month BETWEEN 1 AND 12),
        outcomes text,
        notes text,
        case_study_url varchar(2048),
        photo_urls text[] CHECK (photo_urls IS NULL OR cardinality(photo_urls) BETWEEN 1 AND 10),
        status varchar(20) NOT NULL DEFAULT 'published',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT company_events_one_conference CHECK ((conference_id IS NULL) <> (custom_conference_name IS NULL))
      )`);
    await q.query(`CREATE INDEX company_events_company_idx ON companies.company_events (company_id)`);
    await q.query(`CREATE INDEX company_events_conference_idx ON companies.company_events (conference_id) WHERE conference_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE companies.company_events`);
    await q.query(`DROP TABLE companies.companies`);
  }
}
