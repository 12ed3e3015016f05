import { TtlCache } from '../recommendations/ttl-cache';

/**
 * Public calendar, feed and sitemap bodies, kept for a short while per normalised query. Concurrent
 * requests for one key share a single build, so a burst of subscribers costs one catalog call.
 */
export class TextCache<T = string> {
  private readonly done: TtlCache<T>;
  private readonly building = new Map<string, Promise<T>>();

  constructor(ttlMs: number, maxEntries: number) {
    this.done = new TtlCache<T>(ttlMs, maxEntries);
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
