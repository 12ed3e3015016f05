/** Handles a batch in one call; answers one result per item, in the same order. */
export type BatchCall<I, O> = (items: I[]) => Promise<O[]>;

export interface TurnBatcherOptions {
  /** Largest batch: a bounded call however many items are waiting. */
  maxItems: number;
  /** Batches under way at once; while that many are, the next ones gather. */
  maxInFlight: number;
  /**
   * Whether the items of a batch that failed with this error are tried again one by one, in order,
   * so one bad item fails alone (not when the error says the other side is unreachable).
   */
  retryOneByOne: (err: unknown) => boolean;
}

interface Waiting<I, O> {
  item: I;
  resolve: (result: O) => void;
  reject: (err: unknown) => void;
}

/**
 * Items that arrive together go out as one call (issue 12: votes, whose own cost was mostly the
 * per-call work of each hop). Nothing waits on a timer: an item goes out with whatever arrived in the
 * same turn of the event loop, and while `maxInFlight` batches are under way the next ones gather, so
 * batches grow only under load and a lone item is not delayed. Items keep their arrival order inside
 * a batch; each caller gets its own result or error.
 */
export class TurnBatcher<I, O> {
  private waiting: Waiting<I, O>[] = [];
  private inFlight = 0;
  private flushQueued = false;

  constructor(
    private readonly call: BatchCall<I, O>,
    private readonly options: TurnBatcherOptions,
  ) {}

  add(item: I): Promise<O> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.queueFlush();
    });
  }

  /** After the current turn (the items that arrived with this one join it), if a batch may start. */
  private queueFlush(): void {
    if (this.flushQueued || this.inFlight >= this.options.maxInFlight || this.waiting.length === 0) return;
    this.flushQueued = true;
    setImmediate(() => {
      this.flushQueued = false;
      while (this.inFlight < this.options.maxInFlight && this.waiting.length > 0) {
        const batch = this.waiting.splice(0, this.options.maxItems);
        this.inFlight += 1;
        void this.send(batch).finally(() => {
          this.inFlight -= 1;
          this.queueFlush();
        });
      }
    });
  }

  private async send(batch: Waiting<I, O>[]): Promise<void> {
    try {
      const results = await this.call(batch.map((w) => w.item));
      batch.forEach((w, i) => w.resolve(results[i]));
    } catch (err) {
      if (batch.length === 1 || !this.options.retryOneByOne(err)) {
        for (const w of batch) w.reject(err);
        return;
      }
      for (const w of batch) {
        await this.call([w.item]).then(([result]) => w.resolve(result), w.reject);
      }
    }
  }
}
