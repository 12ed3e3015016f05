import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CATALOG_LIMITS, TopQuery, TopResponse, VoteMessage, VoteResponse } from '@confdir/contracts';
import { isDatabaseUnavailable, ServiceError, TurnBatcher } from '@confdir/service-kit';
import { ConferenceEntity } from '../conferences/conference.entity';
import { toConference } from '../conferences/conference.mapper';
import { currentQuarter, quarterRange } from './quarter';
import { VOTE_LIMITS, VoteLimits } from './vote-limits';

/** What catalog.cast_votes did with one vote; votesCount is the counter right after it (null when nothing was written). */
interface VoteOutcome {
  outcome: 'voted' | 'unvoted' | 'not_found' | 'limited';
  votesCount: number | null;
}

@Injectable()
export class RankingService {
  /**
   * Votes that arrive together (one gateway message, or several in one turn) go to the database as one
   * cast_votes call: a vote's own cost was mostly the round trip and the commit. Two calls at most in the
   * database at once, the rest gathering meanwhile; a call that fails for a reason other than an
   * unreachable database is retried vote by vote, so one bad vote fails alone.
   */
  private readonly batcher = new TurnBatcher<VoteMessage, VoteOutcome>((votes) => this.castVotes(votes), {
    maxItems: CATALOG_LIMITS.votesPerMessage,
    maxInFlight: 2,
    retryOneByOne: (err) => !isDatabaseUnavailable(err),
  });

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
      .limit(query.limit ?? CATALOG_LIMITS.topSize)
      .getRawAndEntities<{ c_id: number; votes_count: number }>();
    const votes = new Map(raw.map((r) => [r.c_id, r.votes_count]));
    return { conferences: entities.map((c) => toConference(c, votes.get(c.id) ?? 0)) };
  }

  /**
   * Toggles a vote. Votes arriving together go to the database as one catalog.cast_votes call (migration
   * CastVotesFunction): it checks each conference, takes the voters' advisory locks (one
   * voter's clicks take turns), applies the limits, flips the votes, logs them and moves the counters, in
   * one transaction. votesCount is the counter right after this vote (a burst answers 1..n), and no read
   * ever counts votes.
   */
  async vote(message: VoteMessage): Promise<VoteResponse> {
    const { outcome, votesCount } = await this.batcher.add(message);
    if (outcome === 'not_found') throw ServiceError.notFound('Conference not found');
    if (outcome === 'limited') throw ServiceError.tooManyRequests('Too many votes, please try again later');
    return { hasVoted: outcome === 'voted', votesCount: votesCount ?? 0 };
  }

  private async castVotes(votes: VoteMessage[]): Promise<VoteOutcome[]> {
    const { maxPerVoter, maxPerClient, windowSeconds } = this.limits;
    const rows: { outcome: VoteOutcome['outcome']; votes_count: number | null }[] = await this.db.query(
      'SELECT outcome, votes_count FROM catalog.cast_votes($1, $2, $3, $4, $5, $6) ORDER BY ord',
      [votes.map((v) => v.conferenceId), votes.map((v) => v.voterId), votes.map((v) => v.clientHash ?? null), windowSeconds, maxPerVoter, maxPerClient],
    );
    return rows.map((r) => ({ outcome: r.outcome, votesCount: r.votes_count }));
  }
}
