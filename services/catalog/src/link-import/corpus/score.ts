import { CorpusEntry, isBlind, judge, misreading, PARSED_FIELDS, ParsedField } from '../corpus';
import type { ParsedConference } from '../page-parser';

/** How sure the reader is of a value: 'high' is shown as read, 'check' asks the person to look. */
export type Confidence = 'high' | 'check';

export interface Reading {
  values: Record<ParsedField, string | null>;
  confidence: Partial<Record<ParsedField, Confidence>>;
}

/** What the scorer needs from a parse: each field's value and how sure the parser is of it. */
export function readingOf(parsed: ParsedConference): Reading {
  const values = Object.fromEntries(PARSED_FIELDS.map((f) => [f, parsed[f]])) as Record<ParsedField, string | null>;
  const confidence = Object.fromEntries(PARSED_FIELDS.map((f) => [f, parsed.notes[f]?.confidence ?? 'high'])) as Record<ParsedField, Confidence>;
  return { values, confidence };
}

/** A field's tally: right (and how many of those were marked high), missed, wrong marked check, wrong marked high. */
export interface Counts {
  right: number;
  rightHigh: number;
  miss: number;
  wrongCheck: number;
  wrongHigh: number;
}

export interface Score {
  pages: number;
  fields: Record<ParsedField, Counts>;
  total: Counts;
  /** Every field not read right, with the reason. */
  problems: string[];
}

function emptyCounts(): Counts {
  return { right: 0, rightHigh: 0, miss: 0, wrongCheck: 0, wrongHigh: 0 };
}

type Page = CorpusEntry & { html: string };

/** Scores `read` on the given pages, field by field. */
export function scorePages(entries: Page[], read: (entry: Page) => Reading): Score {
  const fields = Object.fromEntries(PARSED_FIELDS.map((f) => [f, emptyCounts()])) as Record<ParsedField, Counts>;
  const total = emptyCounts();
  const problems: string[] = [];
  for (const entry of entries) {
    const { values, confidence } = read(entry);
    for (const field of PARSED_FIELDS) {
      const verdict = judge(entry, field, values[field]);
      const high = values[field] !== null && confidence[field] !== 'check';
      const key: keyof Counts = verdict === 'right' ? 'right' : verdict === 'miss' ? 'miss' : high ? 'wrongHigh' : 'wrongCheck';
      for (const c of [fields[field], total]) {
        c[key] += 1;
        if (verdict === 'right' && high) c.rightHigh += 1;
      }
      const why = misreading(entry, field, values[field]);
      if (why) problems.push(`${verdict === 'miss' ? 'miss ' : high ? 'WRONG high ' : 'wrong check'} ${why}`);
    }
  }
  return { pages: entries.length, fields, total, problems };
}

/** The blind quarter, the pages tuned on, and all of them. */
export function scoreCorpus(entries: Page[], read: (entry: Page) => Reading) {
  const blind = entries.filter((e) => isBlind(e, entries));
  return { blind: scorePages(blind, read), tuned: scorePages(entries.filter((e) => !blind.includes(e)), read), all: scorePages(entries, read) };
}

export function fieldsOf(c: Counts): number {
  return c.right + c.miss + c.wrongCheck + c.wrongHigh;
}

export function percentRight(c: Counts): number {
  const n = fieldsOf(c);
  return n === 0 ? 100 : Math.round((1000 * c.right) / n) / 10;
}

/** One markdown table: a row per field, then the total. */
export function scoreTable(score: Score): string {
  const row = (name: string, c: Counts) => `| ${name} | ${c.right} | ${c.rightHigh} | ${c.miss} | ${c.wrongCheck} | ${c.wrongHigh} | ${percentRight(c)}% |`;
  return [
    '| field | right | of them high | missed (empty) | wrong, marked check | wrong, marked high | right % |',
    '|---|---|---|---|---|---|---|',
    ...PARSED_FIELDS.map((f) => row(f, score.fields[f])),
    row(`**all ${score.pages} pages × ${PARSED_FIELDS.length} fields**`, score.total),
  ].join('\n');
}

/** "358 of 364 fields (98.4%), 0 wrong marked high": a score in one line, for commit messages and logs. */
export function scoreLine(score: Score): string {
  const t = score.total;
  return `${t.right} of ${fieldsOf(t)} fields (${percentRight(t)}%), ${t.wrongCheck + t.wrongHigh} wrong of which ${t.wrongHigh} marked high`;
}
