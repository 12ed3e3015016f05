import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MapCluster, MapQuery, MapResponse, PLACES_LIMITS } from '@confdir/contracts';
import { ConferencesService } from '../conferences/conferences.service';
import { gazetteer } from './gazetteer';
import { readsUntilWrite } from './reads-until-write';
import type { StaleWhileRevalidate } from '@confdir/service-kit';

const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Filter sets kept: an answer is at most ~260 KB (2,000 clusters), so this bounds the memory at ~8 MB (catalog stays under its 250 MB). */
const KEPT_FILTER_SETS = 30;

/**
 * The listing's conferences for a set of filters, grouped by city: one GROUP BY country, city_slug
 * over the listing's own WHERE (conferences_city_idx and the listing's indexes), kept per filter set for
 * 30 s and answered 30 s more while a newer read runs (shared reads); a write through this process drops
 * them. Names and coordinates come from the gazetteer, so the rows read are three columns.
 */
@Injectable()
export class MapClusters {
  private readonly reads: StaleWhileRevalidate<MapResponse>;

  constructor(
    @InjectDataSource() db: DataSource,
    private readonly conferences: ConferencesService,
  ) {
    this.reads = readsUntilWrite<MapResponse>(db, KEPT_FILTER_SETS, 'catalog_map');
  }

  forget(): void {
    this.reads.clear();
  }

  clusters({ page: _page, limit: _limit, ...filters }: MapQuery, now = new Date()): Promise<MapResponse> {
    const key = JSON.stringify([now.toISOString().slice(0, 10), filters]);
    return this.reads.get(key, () => this.read(filters, now));
  }

  private async read(filters: MapQuery, now: Date): Promise<MapResponse> {
    const qb = (await this.conferences.matching(filters, now))
      .select('c.country', 'country')
      .addSelect('c.city_slug', 'slug')
      .addSelect('count(*)::int', 'n')
      .groupBy('c.country')
      .addGroupBy('c.city_slug');
    const rows = await qb.getRawMany<{ country: string | null; slug: string | null; n: number }>();
    let total = 0;
    let placed = 0;
    const clusters: MapCluster[] = [];
    for (const { country, slug, n } of rows) {
      total += n;
      const place = country && slug ? gazetteer().bySlug(country.trim(), slug) : null;
      if (!place) continue;
      placed += n;
      clusters.push({ country: place.country, city: place.slug, name: place.name, latitude: place.latitude, longitude: place.longitude, count: n });
    }
    // Busiest first, then by country and slug in code-unit order (one order everywhere, whatever the locale).
    clusters.sort((a, b) => b.count - a.count || byCodeUnits(a.country, b.country) || byCodeUnits(a.city, b.city));
    return { clusters: clusters.slice(0, PLACES_LIMITS.mapClusters), total, placed, clustersTotal: clusters.length };
  }
}
