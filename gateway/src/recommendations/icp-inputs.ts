import { Injectable, Logger } from '@nestjs/common';
import { CATALOG_PATTERNS, CATALOG_LIMITS, COMPANIES_PATTERNS, CompanyWithPeers, ConferenceSummary, ICP_LIMITS, PeerEvent } from '@confdir/contracts';
import { publicWrites } from '../common/public-read-cache';
import { orFallback } from '../nats/compose';
import { ServiceClient } from '../nats/service-client';
import { StaleWhileRevalidate } from '@confdir/service-kit/dist/stale-while-revalidate';
import { TtlCache } from './ttl-cache';

/** What "Companies with a similar ICP" shows of a shared past conference; null when catalog has no published conference by that id. */
export type PastConference = Pick<ConferenceSummary, 'slug' | 'title'> | null;

/** A visitor trying filters on one company page asks for the same company within seconds. */
const COMPANY_TTL_MS = 30_000;
/**
 * An entry is the company's ICP (≤ 5 × 2,000 characters, ~0.6 KB typical), its ≤ 20 track-record entries
 * (four fields each) and six peers whose events are held once per peer (PeerEvents): ~3.3 KB typical,
 * ≈ 7 MB for 2,000 companies (measured). Full answers with profile-shaped events and a copy of every peer's events
 * were ~12 KB, and the 8 MB this cache held covered about 650 companies.
 */
const COMPANY_ENTRIES = 2_000;
/** The same bound in bytes (bytesOf): companies with long ICP texts are fewer, never more memory. */
const COMPANY_BYTES = 8_000_000;
/** Peers come from the companies service's pool of the newest 500: their event lists, held once. */
const PEER_ENTRIES = 2_000;
/** A past conference's title and type rarely change, and any write through this gateway clears them. */
const PAST_TTL_MS = 600_000;
/** ~100 bytes each: ≈ 1 MB. */
const PAST_ENTRIES = 10_000;

/**
 * What the ICP answers read about a company, kept briefly: the company with its events and similar
 * companies (companies service), and the past conferences a company shares with its peers (catalog,
 * for "Companies with a similar ICP"). A company seen in the last 30 s costs no call to the companies
 * service (a visitor trying filters on its page; for 30 s more it is given while one newer read runs),
 * and a past conference is asked for once per 10 minutes (a batch of ids, kept by id: a miss is part of
 * one read that asks for all the missing ones). Any write through this gateway (publicWrites) forgets everything, as the answer cache does;
 * other replicas' writes show within the TTLs.
 */
@Injectable()
export class IcpInputs {
  private readonly logger = new Logger(IcpInputs.name);
  private readonly companies = new StaleWhileRevalidate<CompanyWithPeers>({
    freshMs: COMPANY_TTL_MS,
    staleMs: COMPANY_TTL_MS,
    maxEntries: COMPANY_ENTRIES,
    weigh: bytesOf,
    maxWeight: COMPANY_BYTES,
      metric: 'icp_companies',
    });
  private readonly peerEvents = new PeerEvents(PEER_ENTRIES);
  private readonly past = new TtlCache<PastConference, number>(PAST_TTL_MS, PAST_ENTRIES).metered('past_conferences');
  private generation = publicWrites.generation;

  constructor(private readonly client: ServiceClient) {}

  /** The company, its events and its most similar companies with their events. */
  async company(slug: string): Promise<CompanyWithPeers> {
    this.current();
    return this.companies.get(slug, async () => {
      const answer = await this.client.send<CompanyWithPeers>(COMPANIES_PATTERNS.similar, { slug, limit: ICP_LIMITS.similar });
      return { ...answer, peers: answer.peers.map((peer) => ({ ...peer, events: this.peerEvents.held(peer.slug, peer.events) })) };
    });
  }

  /** The published conferences among these ids (at most CATALOG_LIMITS.ids), one catalog call for those not kept. */
  async pastConferences(ids: (number | null)[]): Promise<Map<number, NonNullable<PastConference>>> {
    const generation = this.current();
    const unique = [...new Set(ids.filter((id): id is number => typeof id === 'number'))].slice(0, CATALOG_LIMITS.ids);
    const found = new Map<number, NonNullable<PastConference>>();
    const missing: number[] = [];
    for (const id of unique) {
      const kept = this.past.get(id);
      if (kept === undefined) missing.push(id);
      else if (kept) found.set(id, kept);
    }
    if (!missing.length) return found;
    const answered = await orFallback(this.logger, 'Similar companies without their shared conferences', null, () =>
      this.client.send<ConferenceSummary[]>(CATALOG_PATTERNS.getByIds, { ids: missing }),
    );
    // Catalog down: similar companies are listed without shared conferences, and nothing is kept for them.
    if (!answered) return found;
    const byId = new Map(answered.map((c) => [c.id, c]));
    const keep = generation === publicWrites.generation;
    for (const id of missing) {
      const c = byId.get(id);
      const past = c && c.status === 'published' ? { slug: c.slug, title: c.title } : null;
      if (keep) this.past.set(id, past);
      if (past) found.set(id, past);
    }
    return found;
  }

  /** The write count now, after forgetting everything kept under an older one. */
  private current(): number {
    if (this.generation !== publicWrites.generation) {
      this.companies.clear();
      this.peerEvents.clear();
      this.past.clear();
      this.generation = publicWrites.generation;
    }
    return this.generation;
  }
}

/** About what a kept answer holds: its ICP text, ~60 bytes per track-record entry, ~300 per peer (name, slug, shared items). */
function bytesOf({ company, events, peers }: CompanyWithPeers): number {
  const text = Object.values(company).reduce((sum: number, value) => sum + (typeof value === 'string' ? value.length : 0), 0);
  return 600 + text + 60 * events.length + 300 * peers.length;
}

/**
 * One list of events per peer slug, shared by every kept company that has that peer: a peer is a peer
 * of many companies, and its list came once per company before. A list that differs from the one held
 * (the peer's track record changed) replaces it for the companies kept from now on.
 */
class PeerEvents {
  private readonly bySlug = new Map<string, PeerEvent[]>();

  constructor(private readonly maxEntries: number) {}

  held(slug: string, events: PeerEvent[]): PeerEvent[] {
    const held = this.bySlug.get(slug);
    if (held && sameEvents(held, events)) return held;
    if (!held && this.bySlug.size >= this.maxEntries) this.bySlug.delete(this.bySlug.keys().next().value as string);
    this.bySlug.set(slug, events);
    return events;
  }

  clear(): void {
    this.bySlug.clear();
  }
}

function sameEvents(a: PeerEvent[], b: PeerEvent[]): boolean {
  return a.length === b.length && a.every((e, i) => e.conferenceId === b[i].conferenceId && e.role === b[i].role && e.rating === b[i].rating);
}
