import { TtlCache } from '../recommendations/ttl-cache';

/**
 * Public calendar, feed and sitemap bodies, kept for a short while per normalised query. Concurrent
 * requests for one key share a single build, so a burst of subscribers costs one catalog call.
 */
export class TextCache<T = string> {
  private readonly done: TtlCache<T>;
  private readonly building = new Map<string, Promise<T>>();

  /** `name` labels its hits and misses in confdir_cache_lookups_total. */
  constructor(ttlMs: number, maxEntries: number, name: string) {
    this.done = new TtlCache<T>(ttlMs, maxEntries).metered(name);
  }

  get(key: string, build: () => Promise<T>): Promise<T> {
    const hit = this.done.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    let pending = this.building.get(key);
    if (!pending) {
      pending = build()
        .then((text) => {
          this.done.set(key, text);
          return text;
        })
        .finally(() => this.building.delete(key));
      this.building.set(key, pending);
    }
    return pending;
  }
}
