import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntitySubscriberInterface } from 'typeorm';
import { ConferenceCandidate, IcpCandidatesQuery } from '@confdir/contracts';
import { ConferenceEntity } from './conference.entity';

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
/** Shared groups (the soonest of all, of one type) are reused this long when no write went through this process. */
const GROUP_TTL_MS = 30_000;
/** Distinct shared groups kept (type × window × online); the oldest goes first. */
const MAX_GROUPS = 200;

const COLUMNS = 'c.id, c.slug, c.title, c.location, c.start_date_utc, c.end_date_utc, c.type, c.online';

/**
 * Candidates for ICP-fit ranking: the soonest published conferences of each wanted type, those whose
 * words match the ICP, and the soonest of all (so a company whose words match nothing still gets a
 * list). Each group is an index-ordered LIMIT, so the answer is at most (types + 2) × perGroup rows
 * however large the catalog grows; the gateway scores them.
 * The soonest and per-type groups are the same for every company asking for the same window, so
 * they are kept for 30 s (dropped on any conference write through this process); only the ICP-word
 * group is read per request.
 */
@Injectable()
export class IcpCandidatesService implements EntitySubscriberInterface<ConferenceEntity> {
  private readonly groups = new Map<string, { at: number; rows: Promise<ConferenceCandidate[]> }>();

  constructor(@InjectDataSource() private readonly db: DataSource) {
    db.subscribers.push(this);
  }

  listenTo(): typeof ConferenceEntity {
    return ConferenceEntity;
  }

  afterInsert(): void {
    this.groups.clear();
  }

  afterUpdate(): void {
    this.groups.clear();
  }

  async candidates(query: IcpCandidatesQuery): Promise<ConferenceCandidate[]> {
    const parts = await Promise.all([
      this.group(query, null),
      ...query.types.map((type) => this.group(query, type)),
      query.terms.length ? this.wordGroup(query) : Promise.resolve([]),
    ]);
    const byId = new Map<number, ConferenceCandidate>();
    for (const part of parts) for (const c of part) byId.set(c.id, c);
    return [...byId.values()].sort((a, b) => (a.startDateUTC ?? '').localeCompare(b.startDateUTC ?? '') || a.id - b.id);
  }

  /** The window's WHERE (published, start in [from, to), online) and its parameters, from $1. */
  private window(query: IcpCandidatesQuery, alias: string): { where: string; params: unknown[] } {
    const params: unknown[] = [new Date(query.from)];
    const where = [`${alias}status = 'published'`, `${alias}start_date_utc >= $1`];
    if (query.to) where.push(`${alias}start_date_utc < $${params.push(new Date(query.to))}`);
    if (query.online !== undefined) where.push(`${alias}online = $${params.push(query.online)}`);
    return { where: where.join(' AND '), params };
  }

  /** The soonest perGroup conferences of the window (of one type when given), shared between requests. */
  private group(query: IcpCandidatesQuery, type: string | null, now = Date.now()): Promise<ConferenceCandidate[]> {
    const key = [type ?? '*', query.from, query.to ?? '', query.online ?? '', query.perGroup].join('|');
    const hit = this.groups.get(key);
    if (hit && now - hit.at < GROUP_TTL_MS) return hit.rows;
    const { where, params } = this.window(query, 'c.');
    const typed = type === null ? '' : ` AND c.type = $${params.push(type)}`;
    const limit = `$${params.push(query.perGroup)}`;
    const rows = this.read(`SELECT ${COLUMNS} FROM catalog.conferences c WHERE ${where}${typed} ORDER BY c.start_date_utc, c.id LIMIT ${limit}`, params);
    const entry = { at: now, rows };
    this.groups.delete(key);
    this.groups.set(key, entry);
    if (this.groups.size > MAX_GROUPS) this.groups.delete(this.groups.keys().next().value as string);
    // A failed read is not kept: the next request tries again.
    rows.catch(() => this.groups.get(key) === entry && this.groups.delete(key));
    return rows;
  }

  /**
   * Words are looked for among the soonest TEXT_WINDOW conferences only: walking the start-date
   * index until enough match costs the whole upcoming catalog when the words match nothing (205 ms at
   * 100k rows, against 17 ms for this bounded walk on the same busy machine). The walk is index-only
   * (conferences_start_words_idx holds the search vector).
   */
  private wordGroup(query: IcpCandidatesQuery): Promise<ConferenceCandidate[]> {
    const { where, params } = this.window(query, '');
    const limit = `$${params.push(query.perGroup)}`;
    // Terms are letters and digits only (validated), quoted, so they cannot form tsquery syntax.
    const tsquery = `$${params.push(query.terms.map((t) => `'${t.toLowerCase()}'`).join(' | '))}`;
    return this.read(
      `SELECT ${COLUMNS} FROM (
         SELECT id, start_date_utc FROM (
           SELECT id, start_date_utc, search_vector FROM catalog.conferences WHERE ${where} ORDER BY start_date_utc, id LIMIT ${TEXT_WINDOW}
         ) soon WHERE search_vector @@ to_tsquery('simple', ${tsquery}) ORDER BY start_date_utc, id LIMIT ${limit}
       ) m JOIN catalog.conferences c USING (id)`,
      params,
    );
  }

  private async read(sql: string, params: unknown[]): Promise<ConferenceCandidate[]> {
    const rows: CandidateRow[] = await this.db.query(sql, params);
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
