import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A vote in one statement (issue 12): the ranking module's whole vote transaction as one function, so
 * a vote costs one round trip instead of five and the conference's counter row is locked only from the
 * last statement to the commit that follows at once (it used to stay locked across a client round
 * trip and the commit's WAL flush, which made 300 voters of one conference time out).
 *
 * PL/pgSQL rather than one CTE: each statement takes a fresh snapshot, so after waiting for the voter's
 * advisory lock the toggle sees what that voter's previous click committed.
 *
 * synchronous_commit is off for this transaction only: a database crash can forget the last fraction of
 * a second of votes (rows, log and counter together, so counts stay equal to rows); nothing else loses
 * durability.
 *
 * Outcome: 'voted' | 'unvoted' with the counter after this vote, 'not_found' for a conference that is
 * not published, 'limited' when the voter or the client address is over its limit (nothing written).
 */
export class CastVoteFunction1795438627478 implements MigrationInterface {
  name = 'CastVoteFunction1795438627478';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION catalog.cast_vote(
        p_conference_id integer, p_voter_id uuid, p_client_hash char(64),
        p_window_seconds integer, p_max_per_voter integer, p_max_per_client integer,
        OUT outcome text, OUT votes_count integer
      ) LANGUAGE plpgsql AS $fn$
      DECLARE
        since timestamptz := now() - make_interval(secs => p_window_seconds);
        removed integer := 0;
        added integer := 0;
      BEGIN
        PERFORM set_config('synchronous_commit', 'off', true);
        PERFORM 1 FROM catalog.conferences WHERE id = p_conference_id AND status = 'published';
        IF NOT FOUND THEN
          outcome := 'not_found';
          RETURN;
        END IF;
        -- One voter's clicks take turns (namespace 7302), so each toggles the state the previous one left.
        PERFORM pg_advisory_xact_lock(7302, hashtext(p_voter_id::text));
        -- Counts stop at the limit, so a check reads at most that many index entries.
        IF (SELECT count(*) FROM (SELECT 1 FROM catalog.vote_events e
              WHERE e.voter_id = p_voter_id AND e.created_at > since LIMIT p_max_per_voter) v) >= p_max_per_voter
          OR (SELECT count(*) FROM (SELECT 1 FROM catalog.vote_events e
              WHERE e.client_hash = p_client_hash AND e.created_at > since LIMIT p_max_per_client) c) >= p_max_per_client THEN
          outcome := 'limited';
          RETURN;
        END IF;

        DELETE FROM catalog.votes v WHERE v.conference_id = p_conference_id AND v.voter_id = p_voter_id;
        GET DIAGNOSTICS removed = ROW_COUNT;
        IF removed = 0 THEN
          INSERT INTO catalog.votes (conference_id, voter_id) VALUES (p_conference_id, p_voter_id) ON CONFLICT DO NOTHING;
          GET DIAGNOSTICS added = ROW_COUNT;
        END IF;
        INSERT INTO catalog.vote_events (conference_id, voter_id, action, client_hash)
        VALUES (p_conference_id, p_voter_id, CASE WHEN removed > 0 THEN 'unvote' ELSE 'vote' END, p_client_hash);
        -- Last, so concurrent voters of one conference wait for each other only from here to the commit.
        -- ON CONFLICT DO UPDATE adds to the latest committed count: a burst answers 1..n.
        INSERT INTO catalog.vote_counts AS vc (conference_id, votes) VALUES (p_conference_id, added)
        ON CONFLICT (conference_id) DO UPDATE SET votes = vc.votes + added - removed
        RETURNING vc.votes INTO votes_count;
        outcome := CASE WHEN removed > 0 THEN 'unvoted' ELSE 'voted' END;
      END
      $fn$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP FUNCTION catalog.cast_vote(integer, uuid, char, integer, integer, integer)');
  }
}
