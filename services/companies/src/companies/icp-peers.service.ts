import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  ConferenceCompaniesParts,
  ICP_LIMITS,
  IcpEvent,
  IcpFields,
  icpItemLists,
  IcpProfileFields,
  icpSimilarity,
  PAGE_SIZES,
  PeerEvent,
  SimilarCompany,
} from '@confdir/contracts';
import { preparedQuery, ServiceError, TurnBatcher } from '@confdir/service-kit';
import { COMPANY_NOT_FOUND } from './companies.service';
import { IcpPool, PoolCompany } from './icp-pool';

/** What ICP fit reads of a company, under its property names (raw: a recommendation's hot read). */
const ICP_COLUMNS = `c.id, c.icp_summary AS "icpSummary", c.target_industries AS "targetIndustries", c.target_titles AS "targetTitles",
  c.target_company_sizes AS "targetCompanySizes", c.target_regions AS "targetRegions", c.target_notes AS "targetNotes"`;

/** What ICP fit reads of a track-record entry, as JSON fields. */
const ICP_EVENT_FIELDS = `'conferenceId', e.conference_id, 'customConferenceName', e.custom_conference_name, 'role', e.role, 'rating', e.rating`;

/** Companies read by one statement at most (their events are bounded by the profile's page each). */
const ICP_BATCH = 20;

interface IcpWithEvents {
  id: number;
  company: IcpProfileFields;
  events: IcpEvent[];
}

/** The order a profile lists its track record in (newest first). */
const PROFILE_ORDER = 'e.year DESC NULLS LAST, e.month DESC NULLS LAST, e.created_at DESC, e.id DESC';

/** Higher similarity first, then by slug. */
function before(a: { other: PoolCompany; score: number }, b: { other: PoolCompany; score: number }): boolean {
  return (b.score - a.score || a.other.slug.localeCompare(b.other.slug)) < 0;
}

/**
 * Reads for ICP fit: companies like a given one, and who is on a conference's track record.
 * Every query is bounded: the similarity pool is the newest ICP_LIMITS.similarPool companies (IcpPool,
 * read through the created_at index and kept parsed, with each peer's events once read), each peer
 * brings at most eventsPerPeer events.
 */
@Injectable()
export class IcpPeersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly pool: IcpPool,
  ) {}

  /**
   * The company's ICP and the entries of its track record its profile lists (same order, same page),
   * in one prepared statement: through TypeORM's builders and entity hydration they were a quarter of
   * this service's CPU per recommendation, planned again on every call they were most of PostgreSQL's,
   * and as two statements they cost two round trips to PostgreSQL (a socket write each way per statement
   * is a large share of this service's CPU on a first recommendation). Companies asked for together
   * (one read of the broker's socket holds several under load) share one statement.
   */
  async icpWithEvents(slug: string): Promise<IcpWithEvents> {
    const row = await this.icpBySlug.add(slug);
    if (!row) throw ServiceError.notFound(COMPANY_NOT_FOUND);
    return row;
  }

  private readonly icpBySlug = new TurnBatcher<string, IcpWithEvents | null>((slugs) => this.icpWithEventsBySlugs(slugs), {
    maxItems: ICP_BATCH,
    maxInFlight: 4,
    retryOneByOne: () => false,
  });

  /** Per slug, in order, the company's ICP and its profile's page of track record, or null. */
  private async icpWithEventsBySlugs(slugs: string[]): Promise<(IcpWithEvents | null)[]> {
    const rows = await preparedQuery<IcpProfileFields & { id: number; slug: string; events: IcpEvent[] }>(
      this.db,
      'companies-icp-with-events-by-slugs',
      `SELECT c.slug, ${ICP_COLUMNS}, COALESCE((
          SELECT json_agg(json_build_object(${ICP_EVENT_FIELDS}) ORDER BY ${PROFILE_ORDER})
            FROM (SELECT e.id, e.conference_id, e.custom_conference_name, e.role, e.rating, e.year, e.month, e.created_at
                    FROM companies.company_events e WHERE e.company_id = c.id ORDER BY ${PROFILE_ORDER} LIMIT $2) e
        ), '[]'::json) AS events
        FROM companies.companies c WHERE c.slug = ANY($1::text[])`,
      [slugs, PAGE_SIZES.companyEvents],
    );
    const bySlug = new Map(rows.map(({ slug, id, events, ...company }) => [slug, { id, company, events }]));
    return slugs.map((slug) => bySlug.get(slug) ?? null);
  }

  /** The pool companies most like company `id`, whose ICP lists are `fields`. */
  async similar(id: number, fields: IcpFields, limit: number): Promise<SimilarCompany[]> {
    const { companies: pool, index } = await this.pool.companies();
    const icp = icpItemLists(fields);
    // The pool is the newest similarPool companies other than this one.
    const self = pool.findIndex((other) => other.id === id);
    const peers: { other: PoolCompany; score: number }[] = [];
    // The best `limit` of the pool companies sharing an item, kept in order; the shared items only for them.
    for (const [i, score] of index.scores(icp)) {
      if (i === self || i - (self >= 0 && self < i ? 1 : 0) >= ICP_LIMITS.similarPool) continue;
      const peer = { other: pool[i], score };
      let at = peers.length;
      while (at > 0 && before(peer, peers[at - 1])) at--;
      if (at < limit) peers.splice(at, 0, peer);
      if (peers.length > limit) peers.pop();
    }
    await this.loadEvents(peers.map((p) => p.other));
    return peers.map((p) => ({
      name: p.other.name,
      slug: p.other.slug,
      similarity: p.score,
      shared: icpSimilarity(icp, p.other.icp).shared,
      events: p.other.events ?? [],
    }));
  }

  /**
   * Who is at one conference, in one prepared statement (one PostgreSQL round trip, not two): the
   * published track-record entries naming it, one per company and role, and which of `names` (the
   * companies community says are going) are companies here, matched case-insensitively.
   */
  async conferenceCompanies(conferenceId: number, limit: number, names: string[]): Promise<ConferenceCompaniesParts> {
    const wanted = [...new Set(names.map((n) => n.trim().toLowerCase()).filter(Boolean))];
    const [row] = await preparedQuery<ConferenceCompaniesParts>(
      this.db,
      'companies-conference-companies',
      `SELECT
         COALESCE((SELECT json_agg(json_build_object('companyName', a.name, 'companySlug', a.slug, 'role', a.role) ORDER BY a.id, a.role)
           FROM (SELECT DISTINCT ON (c.id, e.role) c.id, c.name, c.slug, e.role
                   FROM companies.company_events e JOIN companies.companies c ON c.id = e.company_id
                  WHERE e.conference_id = $1 AND e.status = 'published'
                  ORDER BY c.id, e.role LIMIT $2) a), '[]'::json) AS attendees,
         COALESCE((SELECT json_agg(json_build_object('name', s.name, 'slug', s.slug) ORDER BY lower(s.name))
           FROM (SELECT DISTINCT ON (lower(name)) name, slug FROM companies.companies
                  WHERE lower(name) = ANY($3::text[]) ORDER BY lower(name), created_at, id) s), '[]'::json) AS slugs`,
      [conferenceId, limit, wanted],
    );
    return row;
  }

  /** Fills the published events of the pool companies that have none yet, in one query. */
  private async loadEvents(companies: PoolCompany[]): Promise<void> {
    const missing = companies.filter((c) => !c.events);
    if (!missing.length) return;
    const events = await this.publishedEvents(missing.map((c) => c.id));
    for (const c of missing) c.events = events.get(c.id) ?? [];
  }

  private async publishedEvents(companyIds: number[]): Promise<Map<number, PeerEvent[]>> {
    const rows: { company_id: number; conference_id: number; role: string; rating: number | null }[] = await this.db.query(
      `SELECT p.id AS company_id, e.conference_id, e.role, e.rating
         FROM unnest($1::int[]) AS p(id) CROSS JOIN LATERAL (
           SELECT conference_id, role, rating FROM companies.company_events
            WHERE company_id = p.id AND conference_id IS NOT NULL AND status = 'published'
            ORDER BY rating DESC NULLS LAST, id LIMIT $2) e`,
      [companyIds, ICP_LIMITS.eventsPerPeer],
    );
    const byCompany = new Map<number, PeerEvent[]>();
    for (const r of rows) {
      const list = byCompany.get(r.company_id) ?? [];
      list.push({ conferenceId: r.conference_id, role: r.role, rating: r.rating });
      byCompany.set(r.company_id, list);
    }
    return byCompany;
  }
}
