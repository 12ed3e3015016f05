import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ICP_LIMITS, IcpItemLists, icpItemLists, IcpSimilarityIndex, PeerEvent } from '@confdir/contracts';
import { StaleWhileRevalidate } from '@confdir/service-kit';

export interface PoolCompany {
  id: number;
  name: string;
  slug: string;
  icp: IcpItemLists;
  /** Its published events (at most eventsPerPeer), read the first time it is someone's peer while this pool lives. */
  events?: PeerEvent[];
}

/** The pool, newest first, with its ICPs indexed by item for scoring one company against all of them. */
export interface Pool {
  companies: PoolCompany[];
  index: IcpSimilarityIndex;
}

/** How long a pool is reused when no write went through this process (writes through other replicas). */
const POOL_TTL_MS = 30_000;
/** How much longer an older pool answers, at once, while a newer one is read in the background. */
const POOL_STALE_MS = 30_000;

/**
 * The companies "similar" compares a company with: the newest similarPool + 1 companies (one may be the
 * company itself), their ICP lists read into items once. Reading and parsing 500 ICPs per request cost
 * ~25 ms of CPU in this process (bench:scale); the pool changes only when a company is created or its
 * ICP edited, so this process forgets it on its own writes and re-reads it after POOL_TTL_MS for other
 * replicas' (stale-while-revalidate: no request waits for that re-read).
 * A peer's published events are kept on its pool entry too (one query per request saved), so track-record
 * writes forget the pool as well.
 */
@Injectable()
export class IcpPool {
  private readonly pool = new StaleWhileRevalidate<Pool>({ freshMs: POOL_TTL_MS, staleMs: POOL_STALE_MS, maxEntries: 1 });

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  companies(now = Date.now()): Promise<Pool> {
    return this.pool.get('pool', () => this.load(), now);
  }

  /** Called on every company create or edit in this process. */
  forget(): void {
    this.pool.clear();
  }

  private async load(): Promise<Pool> {
    const rows: {
      id: number;
      name: string;
      slug: string;
      target_industries: string | null;
      target_titles: string | null;
      target_company_sizes: string | null;
      target_regions: string | null;
    }[] = await this.db.query(
      `SELECT id, name, slug, target_industries, target_titles, target_company_sizes, target_regions
         FROM companies.companies ORDER BY created_at DESC, id DESC LIMIT $1`,
      [ICP_LIMITS.similarPool + 1],
    );
    const companies = rows.map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      icp: icpItemLists({
        targetIndustries: r.target_industries,
        targetTitles: r.target_titles,
        targetCompanySizes: r.target_company_sizes,
        targetRegions: r.target_regions,
      }),
    }));
    return { companies, index: new IcpSimilarityIndex(companies.map((c) => c.icp)) };
  }
}
