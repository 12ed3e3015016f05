import { StaleWhileRevalidate } from '@confdir/service-kit';

/** Shared reads (a window's soonest conferences and their words, the soonest of one type) are reused this long when no write went through this process. */
const SHARED_TTL_MS = 30_000;
/** How much longer an expired shared read answers while a newer one is read. */
const STALE_MS = 30_000;

/**
 * Reads shared by every company asking for the same window, fresh for SHARED_TTL_MS, at most `max` of
 * them. An expired read still answers for up to STALE_MS more while one newer read runs in the
 * background (stale-while-revalidate): a window read is ~100 ms at 100k conferences, and every request
 * for that window used to wait for it twice a minute (the p99 of recommendations). A write through
 * this process still drops them all at once (clear), so no request sees a read older than its own write.
 * `metric` labels its hits (stale answers included) and misses in confdir_cache_lookups_total.
 */
export function sharedReads<T>(max: number, metric?: string): StaleWhileRevalidate<T> {
  return new StaleWhileRevalidate<T>({ freshMs: SHARED_TTL_MS, staleMs: STALE_MS, maxEntries: max, metric });
}
