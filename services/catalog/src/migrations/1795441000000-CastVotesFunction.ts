import { MigrationInterface, QueryRunner } from 'typeorm';
import { CastVoteFunction1795438627478 } from './1795438627478-CastVoteFunction';

/**
 * Votes that arrive together in one statement (issue 12): cast_vote's rules for a whole batch, in one
 * transaction, so a burst costs one round trip and one commit instead of one per vote. Replaces cast_vote.
 *
 * Votes apply in array order, each statement with a fresh snapshot, so one voter's second click in the
 * batch toggles what the first left, and the limits count the votes before it in the batch too.
 *
 * No deadlock between batches (two catalog replicas, or two batches in flight): every voter's advisory
 * lock is taken first, in key order; the counters are moved last, one update per conference, in id order.
 * Each vote's votes_count is still the count right after that vote: the conference's final count less
 * what the later votes of the batch added.
 *
 * Outcome per vote (ord = its 1-based place in the arrays): 'voted' | 'unvoted' with its count,
 * 'not_found' (not published) or 'limited' (voter or client address over its limit), with no count and
 * nothing written for that vote. The other votes of the batch are not affected.
 */
export class CastVotesFunction1795441000000 implements MigrationInterface {
  name = 'CastVotesFunction1795441000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION catalog.cast_votes(
        p_conference_ids integer[], p_voter_ids uuid[], p_client_hashes char(64)[],
        p_window_seconds integer, p_max_per_voter integer, p_max_per_client integer
      ) RETURNS TABLE (ord integer, outcome text, votes_count integer) LANGUAGE plpgsql AS $fn$
      DECLARE
        since timestamptz := now() - make_interval(secs => p_window_seconds);
        n integer := coalesce(array_length(p_voter_ids, 1), 0);
        outcomes text[] := array_fill(NULL::text, ARRAY[n]);
        deltas integer[] := array_fill(0, ARRAY[n]);
        counted_ids integer[] := '{}';
        counts integer[] := '{}';
        lock_key integer;
        counter record;
        final_count integer;
        removed integer;
        added integer;
      BEGIN
        PERFORM set_config('synchronous_commit', 'off', true);
        -- One voter's clicks take turns (namespace 7302, as cast_vote did); all locks first and in key order.
        FOR lock_key IN SELECT DISTINCT hashtext(v::text) FROM unnest(p_voter_ids) v ORDER BY 1 LOOP
          PERFORM pg_advisory_xact_lock(7302, lock_key);
        END LOOP;

        FOR i IN 1..n LOOP
          PERFORM 1 FROM catalog.conferences WHERE id = p_conference_ids[i] AND status = 'published';
          IF NOT FOUND THEN
            outcomes[i] := 'not_found';
            CONTINUE;
          END IF;
          -- Counts stop at the limit, so a check reads at most that many index entries.
          IF (SELECT count(*) FROM (SELECT 1 FROM catalog.vote_events e
                WHERE e.voter_id = p_voter_ids[i] AND e.created_at > since LIMIT p_max_per_voter) v) >= p_max_per_voter
            OR (SELECT count(*) FROM (SELECT 1 FROM catalog.vote_events e
                WHERE e.client_hash = p_client_hashes[i] AND e.created_at > since LIMIT p_max_per_client) c) >= p_max_per_client THEN
            outcomes[i] := 'limited';
            CONTINUE;
          END IF;
          added := 0;
          DELETE FROM catalog.votes v WHERE v.conference_id = p_conference_ids[i] AND v.voter_id = p_voter_ids[i];
          GET DIAGNOSTICS removed = ROW_COUNT;
          IF removed = 0 THEN
            INSERT INTO catalog.votes (conference_id, voter_id) VALUES (p_conference_ids[i], p_voter_ids[i]) ON CONFLICT DO NOTHING;
            GET DIAGNOSTICS added = ROW_COUNT;
          END IF;
          INSERT INTO catalog.vote_events (conference_id, voter_id, action, client_hash)
          VALUES (p_conference_ids[i], p_voter_ids[i], CASE WHEN removed > 0 THEN 'unvote' ELSE 'vote' END, p_client_hashes[i]);
          deltas[i] := added - removed;
          outcomes[i] := CASE WHEN removed > 0 THEN 'unvoted' ELSE 'voted' END;
        END LOOP;

        -- Last, so voters of one conference wait for each other only from here to the commit.
        FOR counter IN
          SELECT u.c AS id, sum(u.d)::integer AS delta FROM unnest(p_conference_ids, deltas, outcomes) AS u(c, d, o)
          WHERE u.o IN ('voted', 'unvoted') GROUP BY u.c ORDER BY u.c
        LOOP
          -- The inserted row must pass votes >= 0 even when it only conflicts (checks come first): a net
          -- unvote means the row exists, and the update adds the real delta.
          INSERT INTO catalog.vote_counts AS vc (conference_id, votes) VALUES (counter.id, greatest(counter.delta, 0))
          ON CONFLICT (conference_id) DO UPDATE SET votes = vc.votes + counter.delta
          RETURNING vc.votes INTO final_count;
          counted_ids := counted_ids || counter.id;
          counts := counts || final_count;
        END LOOP;

        RETURN QUERY
          SELECT u.i::integer, u.o,
            CASE WHEN u.o IN ('voted', 'unvoted') THEN
              (f.total - coalesce(sum(u.d) OVER (PARTITION BY u.c ORDER BY u.i DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0))::integer
            END
          FROM unnest(p_conference_ids, deltas, outcomes) WITH ORDINALITY AS u(c, d, o, i)
          LEFT JOIN unnest(counted_ids, counts) AS f(id, total) ON f.id = u.c
          ORDER BY u.i;
      END
      $fn$`);
    await q.query('DROP FUNCTION catalog.cast_vote(integer, uuid, char, integer, integer, integer)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP FUNCTION catalog.cast_votes(integer[], uuid[], char[], integer, integer, integer)');
    await new CastVoteFunction1795438627478().up(q);
  }
}
