import { cacheMeter, type CacheMeter } from '@confdir/service-kit';

/** Shared reads (a window's soonest conferences and their words, the soonest of one type) are reused this long when no write went through this process. */
const SHARED_TTL_MS = 30_000;
/** How much longer an expired shared read answers while a newer one is read. */
const STALE_MS = 30_000;

interface Entry<T> {
  at: number;
  value: Promise<T>;
  /** The read has answered (a failed one is dropped). */
  settled: boolean;
  /** A newer read of the same key is under way. */
  refreshing: boolean;
}

/**
 * Reads shared by every company asking for the same window, fresh for SHARED_TTL_MS, at most `max` of
 * them. An expired read still answers for up to STALE_MS more while one newer read runs in the
 * background (stale-while-revalidate): a window read is ~100 ms at 100k conferences, and every request
 * for that window used to wait for it twice a minute (the p99 of recommendations). A write through
 * this process still drops them all at once (clear), so no request sees a read older than its own write.
 */
export class SharedReads<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly meter?: CacheMeter;

  /** `name` labels its hits (stale answers included) and misses in confdir_cache_lookups_total. */
  constructor(
    private readonly max: number,
    name?: string,
  ) {
    this.meter = name ? cacheMeter(name) : undefined;
  }

  get(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && now - hit.at < SHARED_TTL_MS) {
      this.meter?.hit();
      return hit.value;
    }
    if (hit?.settled && now - hit.at < SHARED_TTL_MS + STALE_MS) {
      this.meter?.hit();
      if (!hit.refreshing) this.refresh(key, hit, load, now);
      return hit.value;
    }
    this.meter?.miss();
    const entry = this.read(load, now);
    this.put(key, entry);
    // A failed read is not kept: the next request tries again.
    entry.value.catch(() => this.entries.get(key) === entry && this.entries.delete(key));
    return entry.value;
  }

  clear(): void {
    this.entries.clear();
  }

  /** Replaces `stale` once the newer read answers, unless a write dropped it meanwhile; a failed one leaves it for the next try. */
  private refresh(key: string, stale: Entry<T>, load: () => Promise<T>, now: number): void {
    stale.refreshing = true;
    const next = this.read(load, now);
    next.value.then(
      () => this.entries.get(key) === stale && this.put(key, next),
      () => (stale.refreshing = false),
    );
  }

  private read(load: () => Promise<T>, now: number): Entry<T> {
    const entry: Entry<T> = { at: now, settled: false, refreshing: false, value: load() };
    entry.value.then(() => (entry.settled = true), () => undefined);
    return entry;
  }

  private put(key: string, entry: Entry<T>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
  }
}
