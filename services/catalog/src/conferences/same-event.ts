import { EntityManager } from 'typeorm';
import { NormalizedConference } from './conference-input';

/** Namespace of the advisory locks taken per normalised URL (with hashtext(url)) while checking for duplicates. */
const URL_LOCK = 7301;

/** A listed conference that is the same event as one about to be written. */
export interface ListedEvent {
  id: number;
  slug: string;
  title: string;
}

/**
 * Takes each conference's URL lock until the caller's transaction ends, then answers, per conference, the listed
 * one (any status, the earliest) that is the same event: the same normalised URL with overlapping dates, or both
 * undated; null when there is none. Every writer of new conferences goes through here (a submission with one, a
 * sync batch with many), so two of them writing the same site wait for each other and the second finds the first.
 * Keys are locked in order; only a sync batch holds several, and one sync runs at a time.
 */
export async function lockSameEvents(
  m: EntityManager,
  conferences: Array<Pick<NormalizedConference, 'normalizedUrl' | 'startDateUtc' | 'endDateUtc'>>,
): Promise<Array<ListedEvent | null>> {
  if (conferences.length === 0) return [];
  const urls = conferences.map((c) => c.normalizedUrl);
  await m.query('SELECT pg_advisory_xact_lock($1, k) FROM (SELECT DISTINCT hashtext(u) AS k FROM unnest($2::text[]) AS u ORDER BY k) AS keys', [URL_LOCK, urls]);
  const rows: Array<ListedEvent & { i: number }> = await m.query(
    `SELECT DISTINCT ON (n.i) n.i::int AS i, c.id, c.slug, c.title
       FROM unnest($1::text[], $2::timestamptz[], $3::timestamptz[]) WITH ORDINALITY AS n(url, first, last, i)
       JOIN catalog.conferences c ON c.normalized_url = n.url
        AND CASE WHEN n.first IS NULL THEN c.start_date_utc IS NULL
                 ELSE c.start_date_utc <= n.last AND COALESCE(c.end_date_utc, c.start_date_utc) >= n.first END
      ORDER BY n.i, c.id`,
    [urls, conferences.map((c) => c.startDateUtc), conferences.map((c) => c.endDateUtc ?? c.startDateUtc)],
  );
  const listed = new Array<ListedEvent | null>(conferences.length).fill(null);
  for (const { i, ...event } of rows) listed[i - 1] = event;
  return listed;
}
