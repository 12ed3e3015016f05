import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ConferenceCandidate, IcpCandidatesQuery } from '@confdir/contracts';

interface CandidateRow {
  id: number;
  slug: string;
  title: string;
  location: string | null;
  start_date_utc: Date | null;
  end_date_utc: Date | null;
  type: string;
  online: boolean;
}

/** How many of the soonest matching conferences the ICP words are looked for in. */
const TEXT_WINDOW = 4000;

/**
 * Candidates for ICP-fit ranking: the soonest published conferences of each wanted type, those whose
 * words match the ICP, and the soonest of all (so a company whose words match nothing still gets a
 * list). Each group is an index-ordered LIMIT, so the answer is at most (types + 2) × perGroup rows
 * however large the catalog grows; the gateway scores them.
 */
@Injectable()
export class IcpCandidatesService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async candidates(query: IcpCandidatesQuery): Promise<ConferenceCandidate[]> {
    const params: unknown[] = [new Date(query.from), query.perGroup];
    const window = [`status = 'published'`, `start_date_utc >= $1`];
    if (query.to) window.push(`start_date_utc < $${params.push(new Date(query.to))}`);
    if (query.online !== undefined) window.push(`online = $${params.push(query.online)}`);
    const where = window.join(' AND ');
    const groups = [`(SELECT id FROM catalog.conferences WHERE ${where} ORDER BY start_date_utc, id LIMIT $2)`];
    if (query.types.length) {
      const types = `$${params.push(query.types)}::text[]`;
      groups.push(
        `(SELECT t.id FROM unnest(${types}) AS w(type) CROSS JOIN LATERAL ` +
          `(SELECT id FROM catalog.conferences WHERE ${where} AND type = w.type ORDER BY start_date_utc, id LIMIT $2) t)`,
      );
    }
    if (query.terms.length) {
      // Terms are letters and digits only (validated), quoted, so they cannot form tsquery syntax.
      const tsquery = `$${params.push(query.terms.map((t) => `'${t.toLowerCase()}'`).join(' | '))}`;
      // Words are looked for among the soonest TEXT_WINDOW conferences only: walking the start-date
      // index until enough match costs the whole upcoming catalog when the words match nothing
      // (205 ms at 100k rows, against 17 ms for this bounded walk on the same busy machine).
      groups.push(
        `(SELECT id FROM (SELECT id, start_date_utc, search_vector FROM catalog.conferences WHERE ${where} ORDER BY start_date_utc, id LIMIT ${TEXT_WINDOW}) soon ` +
          `WHERE search_vector @@ to_tsquery('simple', ${tsquery}) ORDER BY start_date_utc, id LIMIT $2)`,
      );
    }
    const rows: CandidateRow[] = await this.db.query(
      `SELECT c.id, c.slug, c.title, c.location, c.start_date_utc, c.end_date_utc, c.type, c.online
         FROM (${groups.join(' UNION ')}) ids JOIN catalog.conferences c USING (id)
        ORDER BY c.start_date_utc, c.id`,
      params,
    );
    return rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      location: r.location,
      startDateUTC: r.start_date_utc ? r.start_date_utc.toISOString() : null,
      endDateUTC: r.end_date_utc ? r.end_date_utc.toISOString() : null,
      type: r.type,
      attendanceMode: r.online ? 'online' : 'in-person',
    }));
  }
}
