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

/** One link to write: an entry and the conference it is. */
export interface NewLink {
  entry: UpstreamEntry;
  normalizedUrl: string;
  conferenceId: number;
  snapshot: Snapshot;
}

/** The batch's new links in one statement (rows as one JSON array: one parameter, whatever the batch size). */
export async function insertLinks(m: EntityManager, source: string, links: NewLink[], seenAt: Date): Promise<void> {
  if (links.length === 0) return;
  const rows = links.map((l) => ({ conference_id: l.conferenceId, upstream_key: l.entry.key, upstream_url: l.entry.url, normalized_url: l.normalizedUrl, upstream_start: l.entry.conference.startDate, snapshot: l.snapshot }));
  await m.query(
    `INSERT INTO catalog.conference_sources (conference_id, source, upstream_key, upstream_url, normalized_url, upstream_start, snapshot, first_seen, last_seen)
     SELECT r.conference_id, $1, r.upstream_key, r.upstream_url, r.normalized_url, r.upstream_start, r.snapshot, $3, $3
     FROM jsonb_to_recordset($2::jsonb) AS r(conference_id int, upstream_key text, upstream_url text, normalized_url text, upstream_start date, snapshot jsonb)
     ON CONFLICT (source, upstream_key) DO NOTHING`,
    [source, JSON.stringify(rows), seenAt],
  );
}

/** A link that follows its entry: key (after a date move), address, start day and values. */
export interface LinkRefresh {
  linkId: number;
  entry: UpstreamEntry;
  normalizedUrl: string;
  snapshot: Snapshot;
}

/** The links follow their entries, in one statement; seen now, not gone. */
export async function refreshLinks(m: EntityManager, refreshes: LinkRefresh[], seenAt: Date): Promise<void> {
  if (refreshes.length === 0) return;
  const rows = refreshes.map((r) => ({ id: r.linkId, upstream_key: r.entry.key, upstream_url: r.entry.url, normalized_url: r.normalizedUrl, upstream_start: r.entry.conference.startDate, snapshot: r.snapshot }));
  await m.query(
    `UPDATE catalog.conference_sources s SET upstream_key = r.upstream_key, upstream_url = r.upstream_url, normalized_url = r.normalized_url, upstream_start = r.upstream_start,
       snapshot = r.snapshot, last_seen = $2, gone = false
     FROM jsonb_to_recordset($1::jsonb) AS r(id int, upstream_key text, upstream_url text, normalized_url text, upstream_start date, snapshot jsonb)
     WHERE s.id = r.id`,
    [JSON.stringify(rows), seenAt],
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

/** A near miss for an admin: the entry and the conferences it may be. */
export interface NewReview {
  entry: UpstreamEntry;
  candidateIds: number[];
  reason: string;
}

/** The batch's near misses in one statement: new ones queued, a resolved or changed one asked again. */
export async function queueReviews(m: EntityManager, source: string, reviews: NewReview[]): Promise<void> {
  if (reviews.length === 0) return;
  // One row per key: an upsert may not touch a row twice.
  const byKey = new Map(reviews.map((r) => [r.entry.key, r]));
  const rows = [...byKey.values()].map((r) => ({ upstream_key: r.entry.key, upstream_url: r.entry.url, entry: reviewEntry(r.entry), candidate_ids: r.candidateIds, reason: r.reason.slice(0, 300) }));
  await m.query(
    `INSERT INTO catalog.sync_reviews (source, upstream_key, upstream_url, entry, candidate_ids, reason)
     SELECT $1, r.upstream_key, r.upstream_url, r.entry, r.candidate_ids, r.reason
     FROM jsonb_to_recordset($2::jsonb) AS r(upstream_key text, upstream_url text, entry jsonb, candidate_ids int[], reason text)
     ON CONFLICT (source, upstream_key) DO UPDATE SET upstream_url = EXCLUDED.upstream_url, entry = EXCLUDED.entry, candidate_ids = EXCLUDED.candidate_ids,
       reason = EXCLUDED.reason, resolved_at = NULL, resolution = NULL, conference_id = NULL
     WHERE sync_reviews.resolved_at IS NOT NULL OR sync_reviews.entry IS DISTINCT FROM EXCLUDED.entry OR sync_reviews.candidate_ids IS DISTINCT FROM EXCLUDED.candidate_ids`,
    [source, JSON.stringify(rows)],
  );
}

/** Entries already waiting for an admin: their latest reading replaces the older one (one statement). */
export async function refreshReviews(m: EntityManager, source: string, entries: UpstreamEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map((e) => ({ upstream_key: e.key, upstream_url: e.url, entry: reviewEntry(e) }));
  await m.query(
    `UPDATE catalog.sync_reviews s SET entry = r.entry, upstream_url = r.upstream_url
     FROM jsonb_to_recordset($2::jsonb) AS r(upstream_key text, upstream_url text, entry jsonb)
     WHERE s.source = $1 AND s.upstream_key = r.upstream_key AND s.resolved_at IS NULL AND s.entry IS DISTINCT FROM r.entry`,
    [source, JSON.stringify(rows)],
  );
}

/** What a review keeps of the entry: where it was read and what it says. */
function reviewEntry(entry: UpstreamEntry): Record<string, unknown> {
  return { where: entry.where, ...entry.conference };
}

/**
 * Every conference starting within `days` of one of the batch's start days. The days' windows are merged into
 * disjoint ranges first, each read from conferences_start_idx: a join of the days themselves was planned as a
 * parallel scan of the whole table (both cores for a second per batch) and read each conference once per nearby day.
 */
export async function conferencesAround(m: EntityManager, startDays: string[], days: number): Promise<KnownConference[]> {
  const ranges = mergedWindows(startDays, days);
  if (ranges.length === 0) return [];
  const rows: Array<{ id: number; title: string; normalized_url: string; start: string; city: string | null; location: string | null; attendance_mode: string }> =
    await m.query(
      `SELECT c.id, c.title, c.normalized_url, to_char(c.start_date_utc AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS start, c.city, c.location, c.attendance_mode
       FROM unnest($1::date[], $2::date[]) AS r(first, after)
       CROSS JOIN LATERAL (
         SELECT * FROM catalog.conferences c
         WHERE c.start_date_utc >= r.first::timestamp AT TIME ZONE 'UTC' AND c.start_date_utc < r.after::timestamp AT TIME ZONE 'UTC'
       ) c
       LIMIT 20000`,
      [ranges.map((r) => r.first), ranges.map((r) => r.after)],
    );
  return rows.map((r) => ({ id: r.id, title: r.title, normalizedUrl: r.normalized_url, startDay: r.start, city: r.city, location: r.location, online: r.attendance_mode === 'online' }));
}

/** [day − days, day + days] for each day, merged where they touch: YYYY-MM-DD first days and the day after each range. */
export function mergedWindows(startDays: string[], days: number): Array<{ first: string; after: string }> {
  const DAY = 86_400_000;
  const starts = [...new Set(startDays)].map((d) => Date.parse(`${d}T00:00:00Z`)).sort((a, b) => a - b);
  const ranges: Array<{ first: number; after: number }> = [];
  for (const start of starts) {
    const first = start - days * DAY;
    const after = start + (days + 1) * DAY;
    const last = ranges[ranges.length - 1];
    if (last && first <= last.after) last.after = Math.max(last.after, after);
    else ranges.push({ first, after });
  }
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return ranges.map((r) => ({ first: day(r.first), after: day(r.after) }));
}
