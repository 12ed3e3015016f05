import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { CATALOG_LIMITS, TopQuery, TopResponse, VoteMessage, VoteResponse } from '@confdir/contracts';
import { ServiceError } from '@confdir/service-kit';
import { ConferenceEntity } from '../conferences/conference.entity';
import { toConference } from '../conferences/conference.mapper';
import { currentQuarter, quarterRange } from './quarter';
import { VOTE_LIMITS, VoteLimits } from './vote-limits';

/** Namespace of the advisory locks that serialise one voter's votes. */
const VOTER_LOCK = 7302;

@Injectable()
export class RankingService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(VOTE_LIMITS) private readonly limits: VoteLimits,
  ) {}

  /**
   * Published conferences starting (UTC) in the quarter: most votes first, then start date, then title.
   * Reads the quarter's rows through the start-date index and each one's stored count by primary key:
   * the work grows with one quarter's conferences, never with the catalog or the votes.
   */
  async top(query: TopQuery, now = new Date()): Promise<TopResponse> {
    const { start, end } = quarterRange(query.quarter ?? currentQuarter(now));
    const qb = this.db
      .getRepository(ConferenceEntity)
      .createQueryBuilder('c')
      .addSelect('COALESCE((SELECT vc.votes FROM catalog.vote_counts vc WHERE vc.conference_id = c.id), 0)', 'votes_count')
      .where("c.status = 'published'")
      .andWhere('c.startDateUtc >= :start AND c.startDateUtc < :end', { start, end });
    if (query.type) qb.andWhere('c.type = :type', { type: query.type });
    const { entities, raw } = await qb
      .orderBy('votes_count', 'DESC')
      .addOrderBy('c.startDateUtc', 'ASC')
      .addOrderBy('c.title', 'ASC')
      .addOrderBy('c.id', 'ASC')
      .limit(CATALOG_LIMITS.topSize)
      .getRawAndEntities<{ c_id: number; votes_count: number }>();
    const votes = new Map(raw.map((r) => [r.c_id, r.votes_count]));
    return { conferences: entities.map((c) => toConference(c, votes.get(c.id) ?? 0)) };
  }

  /**
   * Toggles a vote. The unique key keeps one vote per voter and conference; the advisory lock makes
   * one voter's concurrent toggles take turns, so each click flips the state the previous one left.
   * Different voters only take turns on the conference's counter row (vote_counts, kept in this same
   * transaction), from the upsert to the commit, so votesCount is exact and no read ever counts votes.
   */
  async vote({ conferenceId, voterId, clientHash }: VoteMessage): Promise<VoteResponse> {
    return this.db.transaction(async (m) => {
      const found: unknown[] = await m.query("SELECT 1 FROM catalog.conferences WHERE id = $1 AND status = 'published'", [conferenceId]);
      if (found.length === 0) throw ServiceError.notFound('Conference not found');
      await m.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [VOTER_LOCK, voterId]);
      await this.enforceLimits(m, voterId, clientHash ?? null);

      const [{ removed, n }]: { removed: boolean; n: number }[] = await m.query(
        `WITH removed AS (
           DELETE FROM catalog.votes WHERE conference_id = $1 AND voter_id = $2 RETURNING 1
         ), added AS (
           INSERT INTO catalog.votes (conference_id, voter_id)
           SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM removed)
           ON CONFLICT DO NOTHING
           RETURNING 1
         ), logged AS (
           INSERT INTO catalog.vote_events (conference_id, voter_id, action, client_hash)
           SELECT $1, $2, CASE WHEN EXISTS (SELECT 1 FROM removed) THEN 'unvote' ELSE 'vote' END, $3
         ), counted AS (
           -- ON CONFLICT DO UPDATE locks and adds to the latest committed count, so concurrent votes on
           -- one conference take turns here and a burst answers 1..n.
           -- An unvote always finds the row its vote created (the CHECK sees the inserted values first).
           INSERT INTO catalog.vote_counts AS vc (conference_id, votes)
           VALUES ($1, (SELECT count(*) FROM added))
           ON CONFLICT (conference_id) DO UPDATE SET votes = vc.votes + (SELECT count(*) FROM added) - (SELECT count(*) FROM removed)
           RETURNING votes
         )
         SELECT EXISTS (SELECT 1 FROM removed) AS removed, (SELECT votes FROM counted) AS n`,
        [conferenceId, voterId, clientHash ?? null],
      );
      return { hasVoted: !removed, votesCount: n };
    });
  }

  private async enforceLimits(m: EntityManager, voterId: string, clientHash: string | null): Promise<void> {
    const [counts]: { by_voter: number; by_client: number }[] = await m.query(
      `SELECT count(*) FILTER (WHERE voter_id = $1)::int AS by_voter,
              count(*) FILTER (WHERE client_hash = $2)::int AS by_client
         FROM catalog.vote_events
        WHERE created_at > now() - make_interval(secs => $3)
          AND (voter_id = $1 OR client_hash = $2)`,
      [voterId, clientHash, this.limits.windowSeconds],
    );
    if (counts.by_voter >= this.limits.maxPerVoter || counts.by_client >= this.limits.maxPerClient) {
      throw ServiceError.tooManyRequests('Too many votes, please try again later');
    }
  }
}
