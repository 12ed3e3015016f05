import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CitySummary, CONFERENCE_TOPICS, ConferenceTopic, countryName, CountrySummary, TopicSummary } from '@confdir/contracts';
import { gazetteer } from './gazetteer';
import { readsUntilWrite } from './reads-until-write';
import type { StaleWhileRevalidate } from '@confdir/service-kit';

/** Every country, city and topic with a conference, with its counts: what the landing pages, their links and the sitemap read. */
export interface PlaceIndex {
  /** By name. */
  countries: CountrySummary[];
  /** Per country code, most upcoming first, then most in all, then by name. */
  cities: Map<string, CitySummary[]>;
  /** Most upcoming first. */
  topics: TopicSummary[];
}

interface CountRow {
  country: string;
  slug: string | null;
  upcoming: number;
  total: number;
}

interface TopicRow {
  topic: string;
  upcoming: number;
  total: number;
}

/** "Not over yet", as the listing's upcoming sort counts it. */
const UPCOMING = "(c.start_date_utc IS NULL OR COALESCE(c.end_date_utc, c.start_date_utc) >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')";

const byBusiest = <T extends { upcoming: number; total: number }>(a: T, b: T): number => b.upcoming - a.upcoming || b.total - a.total;

/**
 * Counts per country, city and topic from two GROUP BY reads over the published conferences
 * (~50 ms each at 100,000), shared by every request for 30 s and answered 30 s more while a newer read
 * runs (shared reads); a write through this process drops them, so a new city's page exists at once.
 * At most ~250 countries, a few thousand cities and 39 topics: a few hundred KB.
 */
@Injectable()
export class PlaceCounts {
  private readonly reads: StaleWhileRevalidate<PlaceIndex>;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.reads = readsUntilWrite<PlaceIndex>(db, 1, 'catalog_place_counts');
  }

  /** Drops the counts (the background match of older rows changed places). */
  forget(): void {
    this.reads.clear();
  }

  index(): Promise<PlaceIndex> {
    return this.reads.get('all', () => this.read());
  }

  private async read(): Promise<PlaceIndex> {
    const [places, topics] = await Promise.all([
      this.db.query(
        `SELECT country, city_slug AS slug, count(*) FILTER (WHERE ${UPCOMING})::int AS upcoming, count(*)::int AS total
           FROM catalog.conferences c WHERE c.status = 'published' AND c.country IS NOT NULL GROUP BY country, city_slug`,
      ) as Promise<CountRow[]>,
      this.db.query(
        `SELECT t AS topic, count(*) FILTER (WHERE ${UPCOMING})::int AS upcoming, count(*)::int AS total
           FROM catalog.conferences c, unnest(c.topics) AS t WHERE c.status = 'published' GROUP BY t`,
      ) as Promise<TopicRow[]>,
    ]);
    return { ...this.places(places), topics: topicSummaries(topics) };
  }

  private places(rows: CountRow[]): Pick<PlaceIndex, 'countries' | 'cities'> {
    const countries = new Map<string, CountrySummary>();
    const cities = new Map<string, CitySummary[]>();
    for (const { country, slug, upcoming, total } of rows) {
      const code = country.trim();
      const summary = countries.get(code) ?? { code, name: countryName(code), upcoming: 0, total: 0, cityCount: 0 };
      summary.upcoming += upcoming;
      summary.total += total;
      countries.set(code, summary);
      // A slug of an older gazetteer (until the background match reaches it) has no page.
      const place = slug ? gazetteer().bySlug(code, slug) : null;
      if (!place) continue;
      const list = cities.get(code) ?? [];
      list.push({ slug: place.slug, name: place.name, latitude: place.latitude, longitude: place.longitude, upcoming, total });
      cities.set(code, list);
      summary.cityCount++;
    }
    for (const list of cities.values()) list.sort((a, b) => byBusiest(a, b) || a.name.localeCompare(b.name));
    return { countries: [...countries.values()].sort((a, b) => a.name.localeCompare(b.name)), cities };
  }
}

function topicSummaries(rows: TopicRow[]): TopicSummary[] {
  const known = new Set<string>(CONFERENCE_TOPICS);
  return rows
    .filter((r) => known.has(r.topic))
    .map((r) => ({ topic: r.topic as ConferenceTopic, upcoming: r.upcoming, total: r.total }))
    .sort((a, b) => byBusiest(a, b) || a.topic.localeCompare(b.topic));
}
