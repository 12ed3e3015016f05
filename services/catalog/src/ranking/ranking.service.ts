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

  /** Published conferences starting (UTC) in the quarter: most votes first, then start date, then title. */
  async top(query: TopQuery, now = new Date()): Promise<TopResponse> {
    const { start, end } = quarterRange(query.quarter ?? currentQuarter(now));
    const qb = this.db
      .getRepository(ConferenceEntity)
      .createQueryBuilder('c')
      .addSelect('(SELECT count(*) FROM catalog.votes v WHERE v.conference_id = c.id)::int', 'votes_count')
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
   * Different voters only take turns for the final count and commit, so votesCount is exact.
   */
  async vote({ conferenceId, voterId, clientHash }: VoteMessage): Promise<VoteResponse> {
    return this.db.transaction(async (m) => {
      const found: unknown[] = await m.query("SELECT 1 FROM catalog.conferences WHERE id = $1 AND status = 'published'", [conferenceId]);
      if (found.length === 0) throw ServiceError.notFound('Conference not found');
      await m.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [VOTER_LOCK, voterId]);
      await this.enforceLimits(m, voterId, clientHash ?? null);

      const [{ removed }]: { removed: boolean }[] = await m.query(
        `WITH removed AS (
           DELETE FROM catalog.votes WHERE conference_id = $1 AND voter_id = $2 RETURNING 1
         ), added AS (
           INSERT INTO catalog.votes (conference_id, voter_id)
           SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM removed)
           ON CONFLICT DO NOTHING
         ), logged AS (
           INSERT INTO catalog.vote_events (conference_id, voter_id, action, client_hash)
           SELECT $1, $2, CASE WHEN EXISTS (SELECT 1 FROM removed) THEN 'unvote' ELSE 'vote' END, $3
         )
         SELECT EXISTS (SELECT 1 FROM removed) AS removed`,
        [conferenceId, voterId, clientHash ?? null],
      );
      // Votes on one conference commit one after another from here: the count below then sees every
      // vote committed before this one, so a burst answers 1..n and the last answer equals the stored
      // rows. Only this short tail is serialised; NO KEY UPDATE does not clash with the votes' foreign keys.
      await m.query('SELECT 1 FROM catalog.conferences WHERE id = $1 FOR NO KEY UPDATE', [conferenceId]);
      const [{ n }]: { n: number }[] = await m.query('SELECT count(*)::int AS n FROM catalog.votes WHERE conference_id = $1', [conferenceId]);
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
