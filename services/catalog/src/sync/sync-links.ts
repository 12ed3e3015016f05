import { EntityManager } from 'typeorm';
import { Snapshot } from './synced-fields';
import { UpstreamEntry } from './sources/source';
import { KnownConference } from './matching';

/** SQL of the sync's own tables (conference_sources, sync_reviews), bounded by the batch it serves. */

export interface Link {
  id: number;
  conferenceId: number;
  upstreamKey: string;
  snapshot: Snapshot;
  gone: boolean;
}

const LINK_COLUMNS = `id, conference_id AS "conferenceId", upstream_key AS "upstreamKey", snapshot, gone`;

export function linksByKey(m: EntityManager, source: string, keys: string[]): Promise<Link[]> {
  return m.query(`SELECT ${LINK_COLUMNS} FROM catalog.conference_sources WHERE source = $1 AND upstream_key = ANY($2)`, [source, keys]);
}

/** Links of the same sites: one whose key is no longer upstream is an entry whose dates moved. */
export function linksBySite(m: EntityManager, source: string, normalizedUrls: string[]): Promise<Link[]> {
  return m.query(`SELECT ${LINK_COLUMNS} FROM catalog.conference_sources WHERE source = $1 AND normalized_url = ANY($2) LIMIT 1000`, [source, normalizedUrls]);
}

export async function insertLink(m: EntityManager, source: string, entry: UpstreamEntry, normalizedUrl: string, conferenceId: number, seenAt: Date, snapshot: Snapshot): Promise<void> {
  await m.query(
    `INSERT INTO catalog.conference_sources (conference_id, source, upstream_key, upstream_url, normalized_url, upstream_start, snapshot, first_seen, last_seen)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) ON CONFLICT (source, upstream_key) DO NOTHING`,
    [conferenceId, source, entry.key, entry.url, normalizedUrl, entry.conference.startDate, JSON.stringify(snapshot), seenAt],
  );
}

/** The link follows its entry: key (after a date move), address, start day and values; seen now, not gone. */
export async function refreshLink(m: EntityManager, linkId: number, entry: UpstreamEntry, normalizedUrl: string, seenAt: Date, snapshot: Snapshot): Promise<void> {
  await m.query(
    `UPDATE catalog.conference_sources SET upstream_key = $2, upstream_url = $3, normalized_url = $4, upstream_start = $5, snapshot = $6, last_seen = $7, gone = false WHERE id = $1`,
    [linkId, entry.key, entry.url, normalizedUrl, entry.conference.startDate, JSON.stringify(snapshot), seenAt],
  );
}

export async function touchLinks(m: EntityManager, ids: number[], seenAt: Date): Promise<void> {
  if (ids.length > 0) await m.query(`UPDATE catalog.conference_sources SET last_seen = $2, gone = false WHERE id = ANY($1)`, [ids, seenAt]);
}

/** Keys of entries upstream still lists but that could not be read this time: seen, so not gone. */
export async function touchKeys(m: EntityManager, source: string, keys: string[], seenAt: Date): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) {
    await m.query(`UPDATE catalog.conference_sources SET last_seen = $3 WHERE source = $1 AND upstream_key = ANY($2)`, [source, keys.slice(i, i + 1000), seenAt]);
  }
}

/** Entries of `window` linked before and not seen in this run: gone upstream (kept, flagged). */
export async function markGone(m: EntityManager, source: string, before: Date, window: { from: string; to: string }): Promise<number> {
  const [, count] = (await m.query(
    `UPDATE catalog.conference_sources SET gone = true WHERE source = $1 AND NOT gone AND last_seen < $2 AND upstream_start BETWEEN $3 AND $4`,
    [source, before, window.from, window.to],
  )) as [unknown, number];
  return count;
}

/** Entries already waiting for an admin: their latest reading replaces the older one. */
export async function pendingReviews(m: EntityManager, source: string, keys: string[]): Promise<Set<string>> {
  const rows: { upstream_key: string }[] = await m.query(
    `SELECT upstream_key FROM catalog.sync_reviews WHERE source = $1 AND upstream_key = ANY($2) AND resolved_at IS NULL`,
    [source, keys],
  );
  return new Set(rows.map((r) => r.upstream_key));
}

export async function queueReview(m: EntityManager, source: string, entry: UpstreamEntry, candidateIds: number[], reason: string): Promise<void> {
  await m.query(
    `INSERT INTO catalog.sync_reviews (source, upstream_key, upstream_url, entry, candidate_ids, reason) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (source, upstream_key) DO UPDATE SET upstream_url = EXCLUDED.upstream_url, entry = EXCLUDED.entry, candidate_ids = EXCLUDED.candidate_ids,
       reason = EXCLUDED.reason, resolved_at = NULL, resolution = NULL, conference_id = NULL
     WHERE sync_reviews.resolved_at IS NOT NULL OR sync_reviews.entry IS DISTINCT FROM EXCLUDED.entry OR sync_reviews.candidate_ids IS DISTINCT FROM EXCLUDED.candidate_ids`,
    [source, entry.key, entry.url, JSON.stringify(reviewEntry(entry)), candidateIds, reason.slice(0, 300)],
  );
}

export async function refreshReview(m: EntityManager, source: string, entry: UpstreamEntry): Promise<void> {
  await m.query(
    `UPDATE catalog.sync_reviews SET entry = $3, upstream_url = $4 WHERE source = $1 AND upstream_key = $2 AND resolved_at IS NULL AND entry IS DISTINCT FROM $3::jsonb`,
    [source, entry.key, JSON.stringify(reviewEntry(entry)), entry.url],
  );
}

/** What a review keeps of the entry: where it was read and what it says. */
function reviewEntry(entry: UpstreamEntry): Record<string, unknown> {
  return { where: entry.where, ...entry.conference };
}

/** Every conference starting within `days` of one of the batch's start days (index conferences_start_idx). */
export async function conferencesAround(m: EntityManager, startDays: string[], days: number): Promise<KnownConference[]> {
  const rows: Array<{ id: number; title: string; normalized_url: string; start: string; city: string | null; location: string | null; attendance_mode: string }> =
    await m.query(
      `SELECT DISTINCT c.id, c.title, c.normalized_url, to_char(c.start_date_utc AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS start, c.city, c.location, c.attendance_mode
       FROM unnest($1::date[]) AS d(day)
       JOIN catalog.conferences c ON c.start_date_utc >= (d.day - $2::int)::timestamp AT TIME ZONE 'UTC' AND c.start_date_utc < (d.day + $2::int + 1)::timestamp AT TIME ZONE 'UTC'
       LIMIT 20000`,
      [startDays, days],
    );
  return rows.map((r) => ({ id: r.id, title: r.title, normalizedUrl: r.normalized_url, startDay: r.start, city: r.city, location: r.location, online: r.attendance_mode === 'online' }));
}
