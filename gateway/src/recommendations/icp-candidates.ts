import { Injectable } from '@nestjs/common';
import { CATALOG_PATTERNS, ConferenceCandidate, IcpCandidatesAnswer, IcpCandidatesQuery } from '@confdir/contracts';
import { ServiceClient } from '../nats/service-client';
import { TtlCache } from './ttl-cache';

interface HeldGroup {
  token: string;
  rows: ConferenceCandidate[];
}

/** Catalog renews a group's token at least every 30 s; a group not asked for in a minute is let go. */
const GROUP_TTL_MS = 60_000;
/** Groups are per window (quarter × online) and type, ≤ 120 rows each: 200 hold ≤ 24,000 rows (~5 MB). */
const MAX_GROUPS = 200;

/**
 * ICP candidates from catalog, with the groups every company shares (the soonest of a window, the
 * soonest of a type) kept here under catalog's token for them: the query names the tokens held, and
 * catalog sends rows only for the groups that changed and for the ICP-word group. A recommendation
 * moved ~600 candidate rows (~150 KB of JSON encoded by catalog and parsed here); it now moves ≤ 120
 * once the window's groups are held.
 */
@Injectable()
export class IcpCandidates {
  private readonly groups = new TtlCache<HeldGroup>(GROUP_TTL_MS, MAX_GROUPS);

  constructor(private readonly client: ServiceClient) {}

  /** Each candidate of the query once, in no particular order (the ranking orders them). */
  async candidates(query: IcpCandidatesQuery): Promise<ConferenceCandidate[]> {
    const keys = [null, ...query.types].map((type) => [type ?? '*', query.from, query.to ?? '', query.online ?? '', query.perGroup].join('|'));
    const held = keys.map((key) => this.groups.get(key));
    let answer = await this.ask({ ...query, held: held.flatMap((group) => (group ? [group.token] : [])) });
    const rowsOf = (i: number): ConferenceCandidate[] | undefined => answer.shared[i].rows ?? (held[i]?.token === answer.shared[i].token ? held[i]?.rows : undefined);
    // A token is one read of one group, so this holds; were it ever broken, asking in full is still right.
    if (answer.shared.some((_, i) => !rowsOf(i))) answer = await this.ask({ ...query, held: [] });
    const byId = new Map<number, ConferenceCandidate>();
    answer.shared.forEach((group, i) => {
      const rows = rowsOf(i) ?? [];
      if (group.rows) this.groups.set(keys[i], { token: group.token, rows: group.rows });
      for (const c of rows) byId.set(c.id, c);
    });
    // Held objects first: the ranking reads each one's title words and country once (featuresOf).
    for (const c of answer.words) if (!byId.has(c.id)) byId.set(c.id, c);
    return [...byId.values()];
  }

  private ask(query: IcpCandidatesQuery): Promise<IcpCandidatesAnswer> {
    return this.client.send<IcpCandidatesAnswer>(CATALOG_PATTERNS.icpCandidates, query);
  }
}
