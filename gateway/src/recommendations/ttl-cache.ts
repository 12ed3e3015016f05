import { cacheMeter, type CacheMeter } from '@confdir/service-kit/dist/metrics/metrics';

/**
 * A small bounded cache with expiry for composed answers that are public and may be a minute old.
 * Map keeps insertion order, so the oldest entry is the first key: evicting it bounds memory. Bounded
 * by entries and, when `weigh` is given, by total weight (bytes of JSON, rows…), because one large
 * answer can weigh as much as thousands of small ones. Keys are strings or, where ids are numbers, numbers
 * (a Map hashes a small integer without building and hashing a string for each lookup).
 */
export class TtlCache<T, K extends string | number = string> {
  private readonly entries = new Map<K, { value: T; expires: number; weight: number }>();
  private weight = 0;
  private meter?: CacheMeter;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly weigh?: (value: T) => number,
    private readonly maxWeight = Infinity,
  ) {}

  /** Entries held, expired ones included until the next set drops them. */
  get size(): number {
    return this.entries.size;
  }

  /** Counts this cache's hits and misses as `name` in confdir_cache_lookups_total. */
  metered(name: string): this {
    this.meter = cacheMeter(name);
    return this;
  }

  get(key: K, now = Date.now()): T | undefined {
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      this.meter?.hit();
      return hit.value;
    }
    this.meter?.miss();
    if (hit) this.delete(key);
    return undefined;
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  set(key: K, value: T, now = Date.now()): void {
    this.delete(key);
    this.dropExpired(now);
    const weight = this.weigh ? this.weigh(value) : 0;
    // An answer heavier than the whole budget is not kept: it would evict everything else.
    if (weight > this.maxWeight) return;
    this.entries.set(key, { value, expires: now + this.ttlMs, weight });
    this.weight += weight;
    while (this.entries.size > this.maxEntries || this.weight > this.maxWeight) this.delete(this.entries.keys().next().value as K);
  }

  /**
   * Every entry lives ttlMs from its set, and set re-inserts, so insertion order is expiry order: the
   * expired ones are at the front. Dropping them here, not only when read, keeps a cache of answers
   * nobody asks for again (distinct pages, past quarters) from holding memory until evicted by size.
   */
  private dropExpired(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.expires > now) return;
      this.delete(key);
    }
  }

  private delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }
}
