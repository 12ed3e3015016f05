import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntitySubscriberInterface, SelectQueryBuilder } from 'typeorm';
import { ConferenceSort } from '@confdir/contracts';
import { cacheMeter } from '@confdir/service-kit';
import { ConferenceEntity } from './conference.entity';

/** A listing order: the sort key expression (served by an index in this order) and its direction. */
export interface ListingOrder {
  key: string;
  direction: 'ASC' | 'DESC';
}

/**
 * Upcoming: same order as `start ASC NULLS LAST`, spelled as the expression the
 * conferences_upcoming_order_idx index holds; recent: conferences_status_created_idx.
 */
export const LISTING_ORDERS: Record<ConferenceSort, ListingOrder> = {
  upcoming: { key: "COALESCE(c.start_date_utc, 'infinity'::timestamptz)", direction: 'ASC' },
  recent: { key: 'c.created_at', direction: 'DESC' },
};

/** The sort key and id of the row at a known position, as text so 'infinity' survives the round trip. */
export interface Checkpoint {
  key: string;
  id: number;
}

/** Exact total of one filter key and the key of every CHECKPOINT_EVERY-th row in listing order. */
export interface PageIndex {
  total: number;
  checkpoints: Checkpoint[];
}

/** Rows between two checkpoints: the most a deep page skips with OFFSET (10 pages of 20). */
export const CHECKPOINT_EVERY = 200;
/** An index is rebuilt at most this long after a write this process did not see (other replicas, the importer). */
const TTL_MS = 30_000;
/**
 * An index older than TTL_MS but younger than this is still answered from while its rebuild runs in
 * the background (one per key), so no request waits for a rebuild (~140 ms at 100k rows on a loaded
 * machine); an older one, or one dropped by a write here, is rebuilt before answering.
 */
const SERVE_STALE_MS = 120_000;
/** Distinct filter keys kept; the least recently used goes first. A key holds at most total/200 checkpoints. */
const MAX_KEYS = 500;

const meter = cacheMeter('catalog_listing_pages');

interface Entry {
  index: Promise<PageIndex>;
  builtAt: number;
  generation: number;
  refreshing?: boolean;
}

/**
 * Totals and deep pages without counting or skipping every match per request. For each filter key
 * one query (index order, window functions) yields the exact total and a checkpoint every 200 rows;
 * a page then seeks to the nearest checkpoint through the order index and skips fewer than 200 rows.
 * Writes to conferences made by this process drop every index at once, so totals stay exact here;
 * writes made elsewhere show within 30 s (issue 12), plus the time of a background rebuild.
 */
@Injectable()
export class ListingPages implements EntitySubscriberInterface<ConferenceEntity> {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(@InjectDataSource() db: DataSource) {
    db.subscribers.push(this);
  }

  listenTo(): typeof ConferenceEntity {
    return ConferenceEntity;
  }

  afterInsert(): void {
    this.invalidate();
  }

  afterUpdate(): void {
    this.invalidate();
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }

  /** The page index of `filterKey`, built from `matching` (the WHERE of the listing) when missing or stale. */
  indexFor(filterKey: string, order: ListingOrder, matching: () => SelectQueryBuilder<ConferenceEntity>, now = Date.now()): Promise<PageIndex> {
    const hit = this.entries.get(filterKey);
    const age = hit ? now - hit.builtAt : Infinity;
    if (hit && hit.generation === this.generation && age < SERVE_STALE_MS) {
      meter.hit();
      if (age >= TTL_MS) this.refresh(filterKey, hit, order, matching);
      this.entries.delete(filterKey);
      this.entries.set(filterKey, hit);
      return hit.index;
    }
    meter.miss();
    return this.store(filterKey, { index: build(matching(), order), builtAt: now, generation: this.generation });
  }

  /** Rebuilds a stale index once in the background; its entry keeps answering until the new one is ready. */
  private refresh(filterKey: string, stale: Entry, order: ListingOrder, matching: () => SelectQueryBuilder<ConferenceEntity>): void {
    if (stale.refreshing) return;
    stale.refreshing = true;
    const generation = this.generation;
    build(matching(), order).then(
      (index) => {
        // A write here meanwhile dropped the entry (or replaced it): this index may be older than that write.
        if (this.entries.get(filterKey) === stale && generation === this.generation) {
          this.store(filterKey, { index: Promise.resolve(index), builtAt: Date.now(), generation });
        }
      },
      () => {
        // The stale entry keeps answering; the next request past TTL_MS tries again.
        stale.refreshing = false;
      },
    );
  }

  private store(filterKey: string, entry: Entry): Promise<PageIndex> {
    // A failed build is not remembered: the next request tries again.
    entry.index.catch(() => this.entries.get(filterKey) === entry && this.entries.delete(filterKey));
    this.entries.delete(filterKey);
    this.entries.set(filterKey, entry);
    if (this.entries.size > MAX_KEYS) this.entries.delete(this.entries.keys().next().value as string);
    return entry.index;
  }
}

async function build(qb: SelectQueryBuilder<ConferenceEntity>, { key, direction }: ListingOrder): Promise<PageIndex> {
  const [where, params] = qb
    .select(`${key}::text`, 'k')
    .addSelect('c.id', 'id')
    .addSelect(`row_number() OVER (ORDER BY ${key} ${direction}, c.id ${direction})`, 'rn')
    .addSelect('count(*) OVER ()', 'total')
    .getQueryAndParameters();
  const rows: { k: string; id: number; total: string }[] = await qb.connection.query(
    `SELECT s.k, s.id, s.total FROM (${where}) s WHERE (s.rn - 1) % ${CHECKPOINT_EVERY} = 0 ORDER BY s.rn`,
    params,
  );
  return { total: rows.length ? Number(rows[0].total) : 0, checkpoints: rows.map((r) => ({ key: r.k, id: r.id })) };
}
