import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AttendanceMode } from '@confdir/contracts';
import { sharedReads } from '../shared-reads';
import { ConferenceCandidate } from './icp-scorer';

/** Which candidates to gather: published conferences starting in [from, to), of these types or words. */
export interface CandidateQuery {
  types: string[];
  /** Folded words; any of them in the search text selects a conference. */
  terms: string[];
  from: Date;
  to?: Date;
  online?: boolean;
  perGroup: number;
}

interface CandidateRow {
  id: number;
  slug: string;
  title: string;
  location: string | null;
  start_date_utc: Date | null;
  end_date_utc: Date | null;
  type: string;
  attendance_mode: AttendanceMode;
}

/** The soonest conferences of a window, with where each search word occurs among them. */
interface WordWindow {
  /** In start order (start date, then id). */
  rows: ConferenceCandidate[];
  /** Search word (a lexeme of search_vector) → positions in `rows`, ascending. */
  positions: Map<string, number[]>;
}

/** How many of the soonest matching conferences the ICP words are looked for in. */
const TEXT_WINDOW = 4000;
/** Distinct per-type groups kept (type × window × online); the oldest goes first. */
const MAX_GROUPS = 200;
/**
 * Distinct word windows kept (window × online). One is ~4,000 candidates and ~30,000 word positions
 * (search_text is title, location and venue), about 2 MB: 16 bound it to ~30 MB.
 */
const MAX_WINDOWS = 16;

/**
 * Rows of a window read turned into candidates per turn of the event loop. A whole window at once held
 * this process for 80–150 ms under load at 100k (its objects, their words and the collections they set
 * off: profiled), and every ranking that arrived meanwhile waited behind it; rankings of 16 windows meet
 * one such read every two seconds.
 */
const WINDOW_SLICE = 500;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const COLUMNS = 'c.id, c.slug, c.title, c.location, c.start_date_utc, c.end_date_utc, c.type, c.attendance_mode';

function toCandidate(r: CandidateRow): ConferenceCandidate {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    location: r.location,
    startDateUTC: r.start_date_utc ? r.start_date_utc.toISOString() : null,
    endDateUTC: r.end_date_utc ? r.end_date_utc.toISOString() : null,
    type: r.type,
    attendanceMode: r.attendance_mode,
  };
}

/**
 * Candidates for ICP-fit ranking: the soonest published conferences of each wanted type, those whose
 * words match the ICP, and the soonest of all (so a company whose words match nothing still gets a
 * list). Each group is bounded by perGroup, so a ranking scores at most (types + 2) × perGroup rows
 * however large the catalog grows.
 * Every group is the same for every company asking for the same window except the ICP-word one, so
 * the reads are kept for 30 s (dropped on any conference write through this process, `forget`): the
 * soonest TEXT_WINDOW conferences of a window with their search words, and the soonest of each type.
 * The ICP-word group is then picked from the window in memory, no query per request; and the same
 * objects are ranked for every company, so what the scorer reads of each is read once (featuresOf).
 */
@Injectable()
export class IcpCandidates {
  private readonly groups = sharedReads<ConferenceCandidate[]>(MAX_GROUPS, 'catalog_icp_groups');
  private readonly windows = sharedReads<WordWindow>(MAX_WINDOWS, 'catalog_icp_windows');

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Each candidate of the query once, in no particular order (the ranking orders them). */
  async candidates(query: CandidateQuery): Promise<ConferenceCandidate[]> {
    const [window, ...typed] = await Promise.all([this.wordWindow(query), ...query.types.map((type) => this.typeGroup(query, type))]);
    const byId = new Map<number, ConferenceCandidate>();
    for (const c of window.rows.slice(0, query.perGroup)) byId.set(c.id, c);
    for (const group of typed) for (const c of group) byId.set(c.id, c);
    for (const c of this.wordGroup(window, query)) byId.set(c.id, c);
    return [...byId.values()];
  }

  forget(): void {
    this.groups.clear();
    this.windows.clear();
  }

  /** The window's WHERE (published, start in [from, to), online) and its parameters, from $1. */
  private window(query: CandidateQuery): { key: string; where: string; params: unknown[] } {
    const params: unknown[] = [query.from];
    const where = [`c.status = 'published'`, `c.start_date_utc >= $1`];
    if (query.to) where.push(`c.start_date_utc < $${params.push(query.to)}`);
    if (query.online !== undefined) where.push(`c.online = $${params.push(query.online)}`);
    return { key: [query.from.toISOString(), query.to?.toISOString() ?? '', query.online ?? ''].join('|'), where: where.join(' AND '), params };
  }

  /** The soonest perGroup conferences of one type in the window. */
  private typeGroup(query: CandidateQuery, type: string): Promise<ConferenceCandidate[]> {
    const { key, where, params } = this.window(query);
    return this.groups.get([type, key, query.perGroup].join('|'), async () => {
      const typed = `c.type = $${params.push(type)}`;
      const limit = `$${params.push(query.perGroup)}`;
      const rows: CandidateRow[] = await this.db.query(
        `SELECT ${COLUMNS} FROM catalog.conferences c WHERE ${where} AND ${typed} ORDER BY c.start_date_utc, c.id LIMIT ${limit}`,
        params,
      );
      return rows.map(toCandidate);
    });
  }

  /**
   * Words are looked for among the soonest TEXT_WINDOW conferences only: walking the start-date
   * index until enough match costs the whole upcoming catalog when the words match nothing (205 ms at
   * 100k rows, against 17 ms for this bounded walk on the same busy machine). The window is read once
   * per 30 s with each row's search words (the lexemes `@@` would compare), so matching an
   * ICP's words is a lookup per word instead of a query per request (≈ 13 ms of database time at 100k).
   */
  private wordWindow(query: CandidateQuery): Promise<WordWindow> {
    const { key, where, params } = this.window(query);
    return this.windows.get(key, async () => {
      // The words as one space-separated text (a lexeme holds no space): parsing 4,000 text arrays cost
      // about a third more CPU than splitting strings. A window read is ~80–150 ms of CPU here on the
      // loaded machine, once per 30 s per window, against a database query per recommendation before.
      const rows: (CandidateRow & { words: string })[] = await this.db.query(
        `SELECT ${COLUMNS}, array_to_string(tsvector_to_array(c.search_vector), ' ') AS words FROM catalog.conferences c
          WHERE ${where} ORDER BY c.start_date_utc, c.id LIMIT ${TEXT_WINDOW}`,
        params,
      );
      const positions = new Map<string, number[]>();
      const candidates: ConferenceCandidate[] = [];
      for (let i = 0; i < rows.length; i++) {
        if (i > 0 && i % WINDOW_SLICE === 0) await nextTurn();
        const r = rows[i];
        for (const word of r.words ? r.words.split(' ') : []) {
          const list = positions.get(word);
          if (list) list.push(i);
          else positions.set(word, [i]);
        }
        candidates.push(toCandidate(r));
      }
      return { rows: candidates, positions };
    });
  }

  /** The soonest perGroup conferences of the window whose search words include one of the terms. */
  private wordGroup(window: WordWindow, query: CandidateQuery): ConferenceCandidate[] {
    // Terms are folded words; the 'simple' search configuration lower-cases, nothing more.
    const lists = query.terms.map((term) => window.positions.get(term.toLowerCase())).filter((list): list is number[] => list !== undefined);
    return firstPositions(lists, query.perGroup).map((i) => window.rows[i]);
  }
}

/**
 * The `count` smallest distinct positions of ascending lists, ascending: a merge that stops at `count`,
 * so the work is terms × count however many of a 4,000-row window a common word ("data", "cloud")
 * matches; gathering every hit and sorting them grew with the window (≈ 1,500 rows at 10k, 4,000 at 100k).
 */
export function firstPositions(lists: readonly (readonly number[])[], count: number): number[] {
  const at = new Array<number>(lists.length).fill(0);
  const out: number[] = [];
  while (out.length < count) {
    let min = Infinity;
    for (let k = 0; k < lists.length; k++) if (at[k] < lists[k].length && lists[k][at[k]] < min) min = lists[k][at[k]];
    if (min === Infinity) break;
    out.push(min);
    for (let k = 0; k < lists.length; k++) if (lists[k][at[k]] === min) at[k]++;
  }
  return out;
}
