import { Injectable } from '@nestjs/common';
import { CATALOG_PATTERNS, ICP_LIMITS, IcpRankAnswer, IcpRankQuery, RecommendationsResponse, SimilarCompaniesResponse } from '@confdir/contracts';
import { publicWrites } from '../common/public-read-cache';
import { ServiceClient } from '../nats/service-client';
import { RecommendationsQuery } from './dto/recommendations.query';
import { IcpInputs, PastConference } from './icp-inputs';
import { StaleWhileRevalidate } from '@confdir/service-kit/dist/stale-while-revalidate';

/**
 * Ranked pages are public and change slowly: a minute-old page is fine, and a hit costs no round trip; an
 * older one is given for 30 s more while one newer ranking runs (no visitor waits for it). A write through
 * this gateway (a company editing its ICP or track record) starts new pages at once.
 */
const CACHE_TTL_MS = 60_000;
const CACHE_STALE_MS = 30_000;
const CACHE_ENTRIES = 2_000;
/** A page holds ≤ 50 recommendations, ~0.5 KB each with their reasons: bounded by rows too (≈ 5 MB). */
const CACHE_ROWS = 10_000;

function quarterRange(quarter: string): { from: Date; to: Date } {
  const [year, q] = quarter.split('-Q').map(Number);
  return { from: new Date(Date.UTC(year, (q - 1) * 3, 1)), to: new Date(Date.UTC(year, q * 3, 1)) };
}

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * ICP fit composed from two services, each asked once (no call per row): the companies service (the
 * company, its track record and similar companies with theirs, kept briefly by IcpInputs), then
 * catalog, which holds the candidates and the past conferences and ranks them (icpRank) into the page
 * asked for.
 */
@Injectable()
export class RecommendationsService {
  private readonly pages = new StaleWhileRevalidate<RecommendationsResponse>({
    freshMs: CACHE_TTL_MS,
    staleMs: CACHE_STALE_MS,
    maxEntries: CACHE_ENTRIES,
    weigh: (page) => page.recommendations.length,
    maxWeight: CACHE_ROWS,
      metric: 'recommendations',
    });

  constructor(
    private readonly inputs: IcpInputs,
    private readonly client: ServiceClient,
  ) {}

  async recommendations(slug: string, query: RecommendationsQuery, now = new Date()): Promise<RecommendationsResponse> {
    const limit = query.limit ?? ICP_LIMITS.pageSize;
    const page = query.page ?? 1;
    const today = startOfUtcDay(now);
    const key = [slug, query.region ?? '', query.quarter ?? '', query.mode ?? '', page, limit, today.toISOString(), publicWrites.generation].join('|');
    return this.pages.get(key, () => this.rank(slug, query, page, limit, today));
  }

  private async rank(slug: string, query: RecommendationsQuery, page: number, limit: number, today: Date): Promise<RecommendationsResponse> {
    const { company, events, peers } = await this.inputs.company(slug);
    const range = query.quarter ? quarterRange(query.quarter) : null;
    const rank: IcpRankQuery = {
      icp: {
        icpSummary: company.icpSummary,
        targetIndustries: company.targetIndustries,
        targetTitles: company.targetTitles,
        targetCompanySizes: company.targetCompanySizes,
        targetRegions: company.targetRegions,
        targetNotes: company.targetNotes,
      },
      events: events.slice(0, ICP_LIMITS.eventsPerPeer),
      peers: peers.map((p) => ({ name: p.name, similarity: p.similarity, events: p.events.slice(0, ICP_LIMITS.eventsPerPeer) })),
      from: (range && range.from > today ? range.from : today).toISOString(),
      ...(range ? { to: range.to.toISOString() } : {}),
      ...(query.mode === 'online' ? { online: true } : query.mode === 'in-person' ? { online: false } : {}),
      ...(query.mode === 'hybrid' ? { hybrid: true } : {}),
      ...(query.region ? { region: query.region } : {}),
      offset: (page - 1) * limit,
      limit,
    };
    const { recommendations, total } = await this.client.send<IcpRankAnswer>(CATALOG_PATTERNS.icpRank, rank);
    return { recommendations, total, page, limit, totalPages: Math.ceil(total / limit) };
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
}
