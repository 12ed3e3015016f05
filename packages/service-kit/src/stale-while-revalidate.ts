import { cacheMeter, type CacheMeter } from './metrics/metrics';

export interface StaleWhileRevalidateOptions<T> {
  /** How long a kept answer is given as it is. */
  freshMs: number;
  /** How much longer an older answer is still given, at once, while one newer load runs in the background. */
  staleMs: number;
  /** Keys kept at most; the oldest answer goes first. */
  maxEntries: number;
  /** An answer's weight (bytes of text, rows…); with maxWeight, the total kept is bounded too. */
  weigh?: (value: T) => number;
  maxWeight?: number;
  /** Whether an answer may be kept at all (a page that rendered an error, for instance, is not). */
  keep?: (value: T) => boolean;
  /** Counts lookups as this cache's hits (a kept answer given) and misses (the asker waits for a load) in confdir_cache_lookups_total. */
  metric?: string;
}

interface Entry<T> {
  at: number;
  /**
   * The load while it runs; dropped once it answers. A promise keeps the async context it was made in (the
   * AsyncLocalStorage stores of the request that asked first, and through them that request, its response and
   * socket): kept for a cache's lifetime, each entry held a whole request (2,751 of them in bench:scale; the
   * gateway's live heap after its ICP rows 64.9 MB with them, 38.5 MB without).
   */
  pending?: Promise<T>;
  /** The answer, once `settled`. */
  value?: T;
  /** The load has answered and the answer is kept. */
  settled: boolean;
  /** A newer load of the same key is under way. */
  refreshing: boolean;
  weight: number;
}

/**
 * A bounded cache of loaded answers with HTTP's stale-while-revalidate behaviour: an answer is given as it
 * is for `freshMs`, then for `staleMs` more at once while one newer load runs in the background, so no
 * request waits for a reload of a key that is being asked for; only a key unasked for longer than both (or
 * never asked, or cleared) waits for its load. Concurrent askers of a missing key share one load; a failed
 * load is not kept (its askers get the error, the next asker loads again) and a failed refresh leaves the
 * older answer until its time is up. `clear()` (a write) drops every answer, and no load started before it
 * is kept, so nothing older than a write through this process is given after it.
 */
export class StaleWhileRevalidate<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private weight = 0;
  private readonly meter?: CacheMeter;

  constructor(private readonly options: StaleWhileRevalidateOptions<T>) {
    if (options.metric) this.meter = cacheMeter(options.metric);
  }

  /** Keys held, answers past their stale time included until the next load drops them. */
  get size(): number {
    return this.entries.size;
  }

  get(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const hit = this.entries.get(key);
    const age = hit ? now - hit.at : Infinity;
    if (hit && age < this.options.freshMs) {
      this.meter?.hit();
      return this.answerOf(hit);
    }
    if (hit?.settled && age < this.options.freshMs + this.options.staleMs) {
      this.meter?.hit();
      if (!hit.refreshing) this.refresh(key, hit, load, now);
      return this.answerOf(hit);
    }
    this.meter?.miss();
    const entry = this.start(key, load, now);
    this.put(key, entry, now);
    return this.answerOf(entry);
  }

  /**
   * A new load now, whatever is kept (the asker wants no kept answer: a page request with `Cache-Control:
   * no-cache`); it becomes the key's answer, so askers meanwhile share it.
   */
  reload(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const entry = this.start(key, load, now);
    this.put(key, entry, now);
    return this.answerOf(entry);
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  /** Replaces `stale` once the newer load answers, unless a clear() dropped it meanwhile; a failed one leaves it for the next asker to retry. */
  private refresh(key: string, stale: Entry<T>, load: () => Promise<T>, now: number): void {
    stale.refreshing = true;
    this.answerOf(this.start(key, load, now, stale)).then(
      () => undefined,
      () => (stale.refreshing = false),
    );
  }

  /** A load for `key`; once it answers it is kept if the entry it fills (or replaces) is still the current one. */
  private start(key: string, load: () => Promise<T>, now: number, replaces?: Entry<T>): Entry<T> {
    const pending = load();
    const entry: Entry<T> = { at: now, pending, settled: false, refreshing: false, weight: 0 };
    pending.then(
      (value) => {
        entry.pending = undefined;
        entry.value = value;
        const current = this.entries.get(key);
        if (current !== (replaces ?? entry)) return;
        const weight = this.options.weigh?.(value) ?? 0;
        // An answer heavier than the whole budget is not kept: it would evict everything else.
        if ((this.options.keep && !this.options.keep(value)) || weight > (this.options.maxWeight ?? Infinity)) {
          this.remove(key);
          return;
        }
        if (replaces) this.put(key, entry, now);
        entry.settled = true;
        entry.weight = weight;
        this.weight += weight;
        this.evict();
      },
      () => {
        // A failed load is not kept: the next asker loads again.
        if (!replaces && this.entries.get(key) === entry) this.remove(key);
      },
    );
    return entry;
  }

  /** A kept answer as a promise made for this asker (see `pending`), or the load still running. */
  private answerOf(entry: Entry<T>): Promise<T> {
    return entry.settled ? Promise.resolve(entry.value as T) : (entry.pending as Promise<T>);
  }

  private put(key: string, entry: Entry<T>, now: number): void {
    this.remove(key);
    this.dropExpired(now);
    this.entries.set(key, entry);
    this.evict();
  }

  /** Oldest first, while over either bound. */
  private evict(): void {
    while (this.entries.size > this.options.maxEntries || this.weight > (this.options.maxWeight ?? Infinity)) {
      this.remove(this.entries.keys().next().value as string);
    }
  }

  /**
   * Every entry is put when its load starts, so insertion order is age order: the ones past their stale
   * time are at the front. Dropping them here keeps answers nobody asks for again (a crawler's pages) from
   * holding memory until evicted by size.
   */
  private dropExpired(now: number): void {
    for (const [key, entry] of this.entries) {
      if (now - entry.at < this.options.freshMs + this.options.staleMs) return;
      this.remove(key);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }
}
