import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ConferenceCompaniesQuery, InterestedCompany } from '@confdir/contracts';
import { preparedQuery, TurnBatcher } from '@confdir/service-kit';
import { Interest } from './interest.entity';

/** Conferences read by one statement at most (each answer is bounded by its query's limit). */
const GOING_BATCH = 20;

/**
 * "Who else is going": the companies that marked a conference ATTENDING or SPONSORING. The unique
 * (conference_id, lower(company_name)) index already keeps one entry per company; the
 * (conference_id, updated_at, id) index finds them newest first. Conferences asked for together (one
 * read of the broker's socket holds several under load) share one statement: a round trip to
 * PostgreSQL was the larger part of this service's work per page.
 */
@Injectable()
export class CompaniesGoingService {
  private readonly batcher = new TurnBatcher<ConferenceCompaniesQuery, InterestedCompany[]>((queries) => this.goingTo(queries), {
    maxItems: GOING_BATCH,
    maxInFlight: 4,
    retryOneByOne: () => false,
  });

  constructor(@InjectRepository(Interest) private readonly interests: Repository<Interest>) {}

  going(query: ConferenceCompaniesQuery): Promise<InterestedCompany[]> {
    return this.batcher.add(query);
  }

  /** Per query, in order, its conference's companies going, newest mark first. */
  private async goingTo(queries: ConferenceCompaniesQuery[]): Promise<InterestedCompany[][]> {
    const rows = await preparedQuery<{ n: string; going: InterestedCompany[] }>(
      this.interests.manager.connection,
      'community-companies-going-batch',
      `SELECT q.n, COALESCE((
          SELECT json_agg(json_build_object('companyName', i.company_name, 'status', i.status) ORDER BY i.updated_at DESC, i.id DESC)
            FROM (SELECT company_name, status, updated_at, id FROM community.interests
                   WHERE conference_id = q.conference_id AND status IN ('ATTENDING', 'SPONSORING')
                   ORDER BY updated_at DESC, id DESC LIMIT q.lim) i
        ), '[]'::json) AS going
        FROM unnest($1::int[], $2::int[]) WITH ORDINALITY AS q(conference_id, lim, n)`,
      [queries.map((q) => q.conferenceId), queries.map((q) => q.limit)],
    );
    const byPosition = new Map(rows.map((r) => [Number(r.n), r.going]));
    return queries.map((_, i) => byPosition.get(i + 1) ?? []);
  }
}
