import { DataSource } from 'typeorm';
import { preparedQuery, TurnBatcher } from '@confdir/service-kit';

/** Conferences counted by one statement at most. */
const COUNT_BATCH = 50;

/** How many rows of a feedback list (reviews or interests) each key holds, their total and, for reviews, the average rating. */
export interface FeedbackCounts<K extends string> {
  counts: Record<K, number>;
  total: number;
  avg: number | null;
}

/**
 * A statement over `$1::int[]` (conference ids) answering rows of `conference_id`, `key` (null on a conference's own
 * total row, when the statement groups by grouping sets), `n` and optionally `avg`.
 */
export interface CountStatement {
  name: string;
  text: string;
}

interface CountRow {
  conference_id: number;
  key: string | null;
  n: number;
  avg?: number | null;
}

/**
 * The counts of a conference's feedback list, read before its page: most conferences have no reviews or interests,
 * and then the page needs no second statement. Conferences asked for together (pages rendered at once) share one
 * statement: a round trip to PostgreSQL was the larger part of this service's work per conference page.
 */
export class FeedbackCounter<K extends string> {
  private readonly batcher: TurnBatcher<number, FeedbackCounts<K>>;

  constructor(
    private readonly db: DataSource,
    private readonly statement: CountStatement,
    private readonly keys: readonly K[],
  ) {
    this.batcher = new TurnBatcher((ids) => this.countAll(ids), { maxItems: COUNT_BATCH, maxInFlight: 4, retryOneByOne: () => false });
  }

  count(conferenceId: number): Promise<FeedbackCounts<K>> {
    return this.batcher.add(conferenceId);
  }

  private async countAll(ids: number[]): Promise<FeedbackCounts<K>[]> {
    const rows = await preparedQuery<CountRow>(this.db, this.statement.name, this.statement.text, [[...new Set(ids)]]);
    const byConference = new Map<number, FeedbackCounts<K>>();
    const of = (id: number) => {
      let counted = byConference.get(id);
      if (!counted) byConference.set(id, (counted = { counts: Object.fromEntries(this.keys.map((k) => [k, 0])) as Record<K, number>, total: 0, avg: null }));
      return counted;
    };
    for (const row of rows) {
      const counted = of(row.conference_id);
      if (row.key === null) {
        counted.avg = row.avg ?? null;
      } else {
        if ((this.keys as readonly string[]).includes(row.key)) counted.counts[row.key as K] = row.n;
        counted.total += row.n;
      }
    }
    return ids.map((id) => of(id));
  }
}
