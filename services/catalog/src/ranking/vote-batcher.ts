import { VoteMessage } from '@confdir/contracts';

/** What catalog.cast_votes did with one vote; votesCount is the counter right after it (null when nothing was written). */
export interface VoteOutcome {
  outcome: 'voted' | 'unvoted' | 'not_found' | 'limited';
  votesCount: number | null;
}

/** Casts votes in one database call; answers one outcome per vote, in the same order. */
export type CastVotes = (votes: VoteMessage[]) => Promise<VoteOutcome[]>;

interface Waiting {
  vote: VoteMessage;
  resolve: (outcome: VoteOutcome) => void;
  reject: (err: unknown) => void;
}

/** Largest batch: a bounded statement and transaction however many votes are waiting. */
export const MAX_VOTES_PER_BATCH = 64;
/**
 * Batches in the database at once. Two keep the database busy while the previous answer travels back;
 * more would only spread the same votes over more transactions and counter-row waits.
 */
export const MAX_BATCHES_IN_FLIGHT = 2;

/**
 * Votes that arrive together reach the database as one call (issue 12): a vote's own cost in the
 * catalog was mostly the statement round trip and the commit, paid once per batch here. Nothing waits
 * on a timer: a vote goes out with whatever arrived in the same turn of the event loop, and while
 * MAX_BATCHES_IN_FLIGHT batches are in the database the next ones gather, so batches grow only under load.
 *
 * Votes keep their arrival order inside a batch (one voter's two clicks toggle in that order). Each caller
 * gets its own outcome; if a whole batch fails for a reason other than the database being unreachable,
 * its votes are tried again one by one, in order, so one bad vote fails alone.
 */
export class VoteBatcher {
  private waiting: Waiting[] = [];
  private inFlight = 0;
  private flushQueued = false;

  constructor(
    private readonly castVotes: CastVotes,
    private readonly isUnavailable: (err: unknown) => boolean,
  ) {}

  cast(vote: VoteMessage): Promise<VoteOutcome> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ vote, resolve, reject });
      this.queueFlush();
    });
  }

  /** After the current turn (the votes that arrived with this one join it), if there is room in the database. */
  private queueFlush(): void {
    if (this.flushQueued || this.inFlight >= MAX_BATCHES_IN_FLIGHT || this.waiting.length === 0) return;
    this.flushQueued = true;
    setImmediate(() => {
      this.flushQueued = false;
      while (this.inFlight < MAX_BATCHES_IN_FLIGHT && this.waiting.length > 0) {
        const batch = this.waiting.splice(0, MAX_VOTES_PER_BATCH);
        this.inFlight += 1;
        void this.send(batch).finally(() => {
          this.inFlight -= 1;
          this.queueFlush();
        });
      }
    });
  }

  private async send(batch: Waiting[]): Promise<void> {
    try {
      const outcomes = await this.castVotes(batch.map((w) => w.vote));
      batch.forEach((w, i) => w.resolve(outcomes[i]));
    } catch (err) {
      if (batch.length === 1 || this.isUnavailable(err)) {
        for (const w of batch) w.reject(err);
        return;
      }
      for (const w of batch) {
        await this.castVotes([w.vote]).then(([outcome]) => w.resolve(outcome), w.reject);
      }
    }
  }
}
