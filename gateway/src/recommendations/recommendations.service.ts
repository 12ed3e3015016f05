import { Injectable } from '@nestjs/common';
import {
  ICP_LIMITS,
  IcpCandidatesQuery,
  IcpEvent,
  PeerEvent,
  RecommendationsResponse,
  SimilarCompaniesResponse,
} from '@confdir/contracts';
import { publicWrites } from '../common/public-read-cache';
import { RecommendationsQuery } from './dto/recommendations.query';
import { featuresOf, IcpProfile, IcpRanking, PastEvent, RankedConference, ScoredConference } from './icp-scorer';
import { IcpCandidates } from './icp-candidates';
import { IcpInputs, PastConference } from './icp-inputs';
import { FILTER_REGIONS } from './icp-vocabulary';
import { TtlCache } from './ttl-cache';

/**
 * Ranked lists are public and change slowly: a minute-old list is fine, and a hit costs no round trip.
 * A write through this gateway (a company editing its ICP or track record) starts new lists at once.
 */
const CACHE_TTL_MS = 60_000;
const CACHE_ENTRIES = 2_000;
/**
 * A ranked list holds up to ~720 scored conferences, ~0.5 KB each with their reasons (measured: 50,000
 * rows ≈ 24 MB). Only the first pages are asked for in practice, so a list is kept as its first rows and
 * its total; a page past them ranks again. The cache is bounded by kept rows as well (≈ 5 MB): at 100k
 * conferences a larger bound pushed the gateway past its 250 MB resident budget under load.
 */
const KEPT_ROWS = 50;
const CACHE_ROWS = 10_000;
/** Types the ICP points at less strongly than this do not get their own candidate group. */
const WANTED_TYPE_WEIGHT = 0.5;

function quarterRange(quarter: string): { from: Date; to: Date } {
  const [year, q] = quarter.split('-Q').map(Number);
  return { from: new Date(Date.UTC(year, (q - 1) * 3, 1)), to: new Date(Date.UTC(year, q * 3, 1)) };
}

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * ICP fit composed from two services in two rounds, each asked once per round (no call per row):
 * companies (the company, its track record and similar companies in one answer), then catalog (past
 * conferences by id, upcoming candidates through indexes); IcpInputs keeps what is about the company
 * briefly, IcpCandidates the candidate groups every company shares. The scoring itself is the pure icp-scorer.
 */
@Injectable()
export class RecommendationsService {
  private readonly ranked = new TtlCache<{ head: ScoredConference[]; total: number }>(CACHE_TTL_MS, CACHE_ENTRIES, (kept) => kept.head.length, CACHE_ROWS);

  constructor(
    private readonly inputs: IcpInputs,
    private readonly candidates: IcpCandidates,
  ) {}

  async recommendations(slug: string, query: RecommendationsQuery, now = new Date()): Promise<RecommendationsResponse> {
    const limit = query.limit ?? ICP_LIMITS.pageSize;
    const page = query.page ?? 1;
    const key = [slug, query.region ?? '', query.quarter ?? '', query.mode ?? '', startOfUtcDay(now).toISOString(), publicWrites.generation].join('|');
    const from = (page - 1) * limit;
    let ranked = this.ranked.get(key);
    let rows: ScoredConference[];
    if (ranked && (page * limit <= ranked.head.length || ranked.head.length === ranked.total)) {
      rows = ranked.head.slice(from, page * limit);
    } else {
      const { ranking, ranked: all } = await this.rank(slug, query, now);
      const head = all.slice(0, KEPT_ROWS).map((row) => ranking.explain(row));
      ranked = { head, total: all.length };
      this.ranked.set(key, ranked);
      rows = page * limit <= head.length ? head.slice(from, page * limit) : all.slice(from, page * limit).map((row) => ranking.explain(row));
    }
    const { total } = ranked;
    return {
      recommendations: rows.map(({ conference: c, score, reasons }) => ({
        conference: {
          id: c.id,
          slug: c.slug,
          title: c.title,
          location: c.location,
          startDateUTC: c.startDateUTC,
          endDateUTC: c.endDateUTC,
          type: c.type,
          attendanceMode: c.attendanceMode,
        },
        score,
        reasons,
      })),
      total,
      page,
      limit,
      totalPages: Math.ceil(total / limit),
    };
  }

  async similar(slug: string): Promise<SimilarCompaniesResponse> {
    const { events, peers } = await this.inputs.company(slug);
    const own = new Set(events.map((e) => e.conferenceId).filter((id): id is number => id !== null));
    const sharedIds = peers.flatMap((p) => p.events.map((e) => e.conferenceId)).filter((id) => own.has(id));
    const conferences = await this.inputs.pastConferences(sharedIds);
    return {
      companies: peers.map((p) => ({
        name: p.name,
        slug: p.slug,
        similarity: Math.round(p.similarity * 100),
        shared: p.shared.slice(0, 8),
        sharedConferences: [...new Set(p.events.map((e) => e.conferenceId))]
          .map((id) => conferences.get(id))
          .filter((c): c is NonNullable<PastConference> => c !== undefined)
          .slice(0, 5)
          .map((c) => ({ slug: c.slug, title: c.title })),
      })),
    };
  }

  /** The ranked rows (reasons not yet written) and the ranking that explains them. */
  private async rank(slug: string, query: RecommendationsQuery, now: Date): Promise<{ ranking: IcpRanking; ranked: RankedConference[] }> {
    const { company, events, peers } = await this.inputs.company(slug);
    const ownEvents = events.slice(0, ICP_LIMITS.eventsPerPeer);
    const profile = new IcpProfile(company);
    // The past conferences and the candidates need only the company: one round trip for both.
    const [past, candidates] = await Promise.all([
      this.inputs.pastConferences([...ownEvents.map((e) => e.conferenceId), ...peers.flatMap((p) => p.events.map((e) => e.conferenceId))]),
      this.candidates.candidates(this.candidateQuery(profile, company, query, now)),
    ]);
    const history = ownEvents.map((e) => this.pastEvent(e, past)).filter((e): e is PastEvent => e !== null);
    const peerSignals = peers.map((p) => ({
      name: p.name,
      similarity: p.similarity,
      events: p.events.map((e) => this.pastEvent(e, past)).filter((e): e is PastEvent => e !== null),
    }));
    const region = query.region ? new Set(FILTER_REGIONS[query.region]) : null;
    const wanted = candidates.filter(
      (c) =>
        (!region || region.has(featuresOf(c).country ?? '')) && (query.mode !== 'hybrid' || c.attendanceMode === 'hybrid'),
    );
    const ranking = new IcpRanking({ icp: company, history, peers: peerSignals }, profile);
    return { ranking, ranked: ranking.rank(wanted).slice(0, ICP_LIMITS.maxLimit * ICP_LIMITS.maxPage) };
  }

  private candidateQuery(
    profile: IcpProfile,
    company: { targetIndustries: string | null; targetNotes: string | null },
    query: RecommendationsQuery,
    now: Date,
  ): IcpCandidatesQuery {
    const today = startOfUtcDay(now);
    const range = query.quarter ? quarterRange(query.quarter) : null;
    const from = range && range.from > today ? range.from : today;
    const types = profile
      .wantedTypes()
      .filter((t) => (profile.typeWeights.get(t) ?? 0) >= WANTED_TYPE_WEIGHT)
      .slice(0, 4);
    const terms = [...profile.keywords].filter((w) => w.length >= 3 && /^[\p{L}\p{N}]{1,40}$/u.test(w)).slice(0, 16);
    return {
      types,
      terms,
      from: from.toISOString(),
      ...(range ? { to: range.to.toISOString() } : {}),
      ...(query.mode === 'online' ? { online: true } : query.mode === 'in-person' ? { online: false } : {}),
      perGroup: ICP_LIMITS.candidatesPerGroup,
    };
  }

  private pastEvent(e: PeerEvent | IcpEvent, past: Map<number, NonNullable<PastConference>>): PastEvent | null {
    const c = e.conferenceId === null ? undefined : past.get(e.conferenceId);
    const title = c?.title ?? ('customConferenceName' in e ? e.customConferenceName : null);
    if (!title) return null;
    return { title, type: c?.type ?? null, rating: e.rating, role: e.role };
  }
}
