import { TtlCache } from '../recommendations/ttl-cache';

/**
 * Public calendar and feed bodies, kept for a short while per normalised query. Concurrent requests
 * for one key share a single build, so a burst of subscribers costs one catalog call.
 */
export class TextCache {
  private readonly done: TtlCache<string>;
  private readonly building = new Map<string, Promise<string>>();

  constructor(ttlMs: number, maxEntries: number) {
    this.done = new TtlCache<string>(ttlMs, maxEntries);
  }

  get(key: string, build: () => Promise<string>): Promise<string> {
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
