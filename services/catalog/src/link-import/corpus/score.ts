import { CorpusEntry, isSetAside, judge, misreading, PARSED_FIELDS, ParsedField, Verdict } from '../corpus';

export type Reading = Record<ParsedField, string | null>;
type Counts = Record<Verdict, number>;

export interface Score {
  pages: number;
  fields: Record<ParsedField, Counts>;
  total: Counts;
  /** Every field not read right, with the reason. */
  problems: string[];
}

function emptyCounts(): Counts {
  return { right: 0, miss: 0, wrong: 0 };
}

/** Scores `read` on the given pages, field by field. */
export function scorePages(entries: Array<CorpusEntry & { html: string }>, read: (entry: CorpusEntry & { html: string }) => Reading): Score {
  const fields = Object.fromEntries(PARSED_FIELDS.map((f) => [f, emptyCounts()])) as Record<ParsedField, Counts>;
  const total = emptyCounts();
  const problems: string[] = [];
  for (const entry of entries) {
    const reading = read(entry);
    for (const field of PARSED_FIELDS) {
      const verdict = judge(entry, field, reading[field]);
      fields[field][verdict] += 1;
      total[verdict] += 1;
      const why = misreading(entry, field, reading[field]);
      if (why) problems.push(`${verdict === 'wrong' ? 'WRONG' : 'miss '} ${why}`);
    }
  }
  return { pages: entries.length, fields, total, problems };
}

export function scoreCorpus(entries: Array<CorpusEntry & { html: string }>, read: (entry: CorpusEntry & { html: string }) => Reading) {
  return { all: scorePages(entries, read), setAside: scorePages(entries.filter(isSetAside), read) };
}

export function percentRight(c: Counts): number {
  const n = c.right + c.miss + c.wrong;
  return n === 0 ? 100 : Math.round((1000 * c.right) / n) / 10;
}

/** One markdown table: a row per field, then the total. */
export function scoreTable(score: Score): string {
  const row = (name: string, c: Counts) => `| ${name} | ${c.right} | ${c.miss} | ${c.wrong} | ${percentRight(c)}% |`;
  return [
    '| field | right | missed (empty) | confident wrong | right % |',
    '|---|---|---|---|---|',
    ...PARSED_FIELDS.map((f) => row(f, score.fields[f])),
    row(`**all ${score.pages} pages × ${PARSED_FIELDS.length} fields**`, score.total),
  ].join('\n');
}
