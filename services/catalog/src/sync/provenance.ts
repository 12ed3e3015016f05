import { ConferenceSourceLink } from '@confdir/contracts';
import { DataSource } from 'typeorm';

/** Most source links one read answers: a conference has one per dataset (a few at most). */
const MAX_LINKS = 1000;

/**
 * The datasets listing each of `ids` (conference_sources_conference_idx), oldest link first. The
 * public sees the ones still listed upstream; the admin also the gone ones, flagged.
 */
export async function sourcesOf(db: DataSource, ids: number[], audience: 'public' | 'admin'): Promise<Map<number, ConferenceSourceLink[]>> {
  const found = new Map<number, ConferenceSourceLink[]>();
  if (ids.length === 0) return found;
  const rows: Array<{ conference_id: number; source: string; upstream_url: string; first_seen: Date; last_seen: Date; gone: boolean }> = await db.query(
    `SELECT conference_id, source, upstream_url, first_seen, last_seen, gone FROM catalog.conference_sources
      WHERE conference_id = ANY($1::int[]) ${audience === 'public' ? 'AND NOT gone' : ''} ORDER BY conference_id, id LIMIT ${MAX_LINKS}`,
    [ids],
  );
  for (const r of rows) {
    const link: ConferenceSourceLink = { name: r.source, url: r.upstream_url, firstSeen: r.first_seen.toISOString(), lastSeen: r.last_seen.toISOString() };
    if (audience === 'admin') link.gone = r.gone;
    found.set(r.conference_id, [...(found.get(r.conference_id) ?? []), link]);
  }
  return found;
}
