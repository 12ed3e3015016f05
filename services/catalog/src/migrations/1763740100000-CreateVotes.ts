import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Votes: one row per voter and conference, guaranteed by a unique key. Vote events are the
 * audit log an operator reads to spot a voting ring (who, when, a keyed hash of the client
 * address - never the address itself); the rate limits count them.
 */
export class CreateVotes1763740100000 implements MigrationInterface {
  name = 'CreateVotes1763740100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE catalog.votes (
        id bigserial PRIMARY KEY,
        conference_id integer NOT NULL REFERENCES catalog.conferences (id) ON DELETE CASCADE,
        voter_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT votes_conference_voter_key UNIQUE (conference_id, voter_id)
      )`);
    await q.query(`
      CREATE TABLE catalog.vote_events (
        id bigserial PRIMARY KEY,
        conference_id integer NOT NULL REFERENCES catalog.conferences (id) ON DELETE CASCADE,
        voter_id uuid NOT NULL,
        action varchar(10) NOT NULL CHECK (action IN ('vote', 'unvote')),
        client_hash char(64),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX vote_events_voter_idx ON catalog.vote_events (voter_id, created_at)`);
    await q.query(`CREATE INDEX vote_events_client_idx ON catalog.vote_events (client_hash, created_at)`);
    await q.query(`CREATE INDEX vote_events_conference_idx ON catalog.vote_events (conference_id, created_at)`);
    // LIKE 'base-%' when looking for a free slug suffix.
    await q.query(`CREATE INDEX conferences_slug_prefix_idx ON catalog.conferences (slug text_pattern_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX catalog.conferences_slug_prefix_idx`);
    await q.query(`DROP TABLE catalog.vote_events`);
    await q.query(`DROP TABLE catalog.votes`);
  }
}
