import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ConferenceSource } from '@confdir/contracts';
import { ConferenceEntity } from './conference.entity';
import { NormalizedConference } from './conference-input';
import { nextFreeSlug, slugify } from './text';
import { URL_LOCK } from './url-lock';

/**
 * New conferences written many at a time, inside the caller's transaction (a sync's batches): one submission's
 * checks per entry (its own transaction, lock, duplicate and slug reads) took 94 s for 7,000 entries, these 23 s.
 */
@Injectable()
export class ConferenceBatches {
  /**
   * Inserts already checked conferences in one statement inside the caller's transaction: slugs picked together
   * with one read. Duplicates are the caller's to rule out (lockAndFindListed). A slug taken meanwhile throws the
   * unique violation; the caller then tries once more, with fresh slugs.
   */
  async insertMany(m: EntityManager, conferences: NormalizedConference[], source: ConferenceSource): Promise<number[]> {
    if (conferences.length === 0) return [];
    const bases = conferences.map((c) => slugify(c.title));
    const rows: { slug: string }[] = await m.query(
      `SELECT c.slug FROM unnest($1::text[]) AS b(base) JOIN catalog.conferences c ON c.slug = b.base OR (c.slug ~>=~ (b.base || '-') AND c.slug ~<~ (b.base || '.'))`,
      [[...new Set(bases)]],
    );
    const taken = new Set(rows.map((r) => r.slug));
    const slugs = bases.map((base) => {
      const slug = nextFreeSlug(base, [...taken].filter((t) => t === base || t.startsWith(`${base}-`)));
      taken.add(slug);
      return slug;
    });
    const repo = m.getRepository(ConferenceEntity);
    const result = await repo.insert(conferences.map((c, i) => repo.create({ ...c, slug: slugs[i], source, status: 'published' })));
    return result.identifiers.map((r) => r.id as number);
  }

  /**
   * For a sync batch about to insert `conferences` (its matcher found none of them listed): takes each one's URL lock,
   * as a submission does, until the caller's transaction ends, then answers per conference the listed one that is
   * the same event, committed since the batch matched (a visitor's submission of the same site), or null. A
   * submission of one of these URLs then waits for the batch and finds its conference (CONFLICT), instead of both
   * being listed. Keys are locked in order; a submission holds one lock, and one sync runs at a time.
   */
  async lockAndFindListed(m: EntityManager, conferences: NormalizedConference[]): Promise<Array<number | null>> {
    if (conferences.length === 0) return [];
    await m.query('SELECT pg_advisory_xact_lock($1, k) FROM (SELECT DISTINCT hashtext(u) AS k FROM unnest($2::text[]) AS u ORDER BY k) AS keys', [
      URL_LOCK,
      conferences.map((c) => c.normalizedUrl),
    ]);
    // findDuplicate's rule for the whole batch in one read: the same URL with overlapping dates, or both undated.
    const rows: { i: number; id: number }[] = await m.query(
      `SELECT n.i::int AS i, min(c.id) AS id
         FROM unnest($1::text[], $2::timestamptz[], $3::timestamptz[]) WITH ORDINALITY AS n(url, first, last, i)
         JOIN catalog.conferences c ON c.normalized_url = n.url
          AND CASE WHEN n.first IS NULL THEN c.start_date_utc IS NULL
                   ELSE c.start_date_utc <= n.last AND COALESCE(c.end_date_utc, c.start_date_utc) >= n.first END
        GROUP BY n.i`,
      [conferences.map((c) => c.normalizedUrl), conferences.map((c) => c.startDateUtc), conferences.map((c) => c.endDateUtc ?? c.startDateUtc)],
    );
    const listed = new Array<number | null>(conferences.length).fill(null);
    for (const row of rows) listed[row.i - 1] = row.id;
    return listed;
  }

}
