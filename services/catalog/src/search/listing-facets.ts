import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntitySubscriberInterface } from 'typeorm';
import { ATTENDANCE_MODES, AttendanceMode, FacetCount, ListConferencesQuery, ListingFacets } from '@confdir/contracts';
import { StaleWhileRevalidate } from '@confdir/service-kit';
import { ConferenceEntity } from '../conferences/conference.entity';
import { ConferencesService } from '../conferences/conferences.service';
import { MODES_MATCHING } from '../conferences/discovery-filters';
import { WordList } from './word-list';

type FacetName = keyof ListingFacets;

/** Most values a facet answers (countries could be 250; topics are 39). */
const MAX_VALUES = 60;

/**
 * The listing's counts per type, attendance mode, country and topic (issue 32), each counted over the
 * listing's matches without its own filter (disjunctive faceting). Two queries over the matches the
 * other filters leave: one pass with GROUPING SETS for type, mode and country (each count filtered by
 * the facet filters but its own), and one over the topics. Kept per filter set 10 s, then 20 s more
 * while one refresh runs, so at most 30 s behind a write elsewhere; a write through this process
 * empties the cache.
 */
@Injectable()
export class ListingFacetCounts implements EntitySubscriberInterface<ConferenceEntity> {
  private readonly cache = new StaleWhileRevalidate<ListingFacets>({ freshMs: 10_000, staleMs: 20_000, maxEntries: 1000, metric: 'catalog_listing_facets' });

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly conferences: ConferencesService,
    private readonly words: WordList,
  ) {
    this.db.subscribers.push(this);
  }

  listenTo(): typeof ConferenceEntity {
    return ConferenceEntity;
  }

  afterInsert(): void {
    this.cache.clear();
  }

  afterUpdate(): void {
    this.cache.clear();
  }

  of(query: ListConferencesQuery, now = new Date()): Promise<ListingFacets> {
    const { page: _page, limit: _limit, sort, ...filters } = query;
    const upcoming = (sort ?? 'upcoming') === 'upcoming';
    const key = JSON.stringify([now.toISOString().slice(0, 10), upcoming, filters]);
    return this.cache.get(key, () => this.count(query, upcoming, now));
  }

  private async count(query: ListConferencesQuery, upcoming: boolean, now: Date): Promise<ListingFacets> {
    const terms = await this.words.terms(query.q);
    // A city is a city of its country (slugs are unique per country only): with one chosen, the country stays a filter.
    const countryFacet: FacetName[] = query.city ? [] : ['country'];
    const others = (...names: FacetName[]) => ({ ...query, ...Object.fromEntries(names.map((n) => [n, undefined])) });
    const own: Record<FacetName, string> = {
      type: query.type ? 'c.type = :facetType' : 'true',
      mode: query.mode ? 'c.attendance_mode = ANY(:facetModes)' : 'true',
      country: query.country && !query.city ? 'c.country = :facetCountry' : 'true',
      topic: query.topic ? 'c.topics @> ARRAY[:facetTopic]::text[]' : 'true',
    };
    const params = { facetType: query.type, facetModes: query.mode ? MODES_MATCHING[query.mode] : [], facetCountry: query.country, facetTopic: query.topic };

    const [passSql, passParams] = this.conferences
      .matchingTerms(others('type', 'mode', ...countryFacet, 'topic'), terms, now, upcoming)
      .select('c.type', 'type')
      .addSelect('c.attendance_mode', 'mode')
      .addSelect('c.country', 'country')
      .addSelect(own.type, 'ft')
      .addSelect(own.mode, 'fm')
      .addSelect(own.country, 'fc')
      .addSelect(own.topic, 'fp')
      .setParameters(params)
      .getQueryAndParameters();
    const [topicSql, topicParams] = this.conferences.matchingTerms(others('topic'), terms, now, upcoming).select('c.topics', 'topics').getQueryAndParameters();
    const [pass, topics] = await Promise.all([
      this.db.query<{ type: string | null; mode: AttendanceMode | null; country: string | null; nt: number; nm: number; nc: number }[]>(
        `SELECT b.type, b.mode, b.country,
                count(*) FILTER (WHERE b.fm AND b.fc AND b.fp)::int AS nt,
                count(*) FILTER (WHERE b.ft AND b.fc AND b.fp)::int AS nm,
                count(*) FILTER (WHERE b.ft AND b.fm AND b.fp)::int AS nc
           FROM (${passSql}) b GROUP BY GROUPING SETS ((b.type), (b.mode), (b.country))`,
        passParams,
      ),
      this.db.query<{ topic: string; n: number }[]>(`SELECT t AS topic, count(*)::int AS n FROM (${topicSql}) b, unnest(b.topics) t GROUP BY t`, topicParams),
    ]);
    const byMode = new Map<string, number>();
    const facets: ListingFacets = { type: [], mode: [], country: [], topic: [] };
    for (const r of pass) {
      if (r.type !== null) facets.type.push({ value: r.type, count: r.nt });
      else if (r.mode !== null) byMode.set(r.mode, r.nm);
      else if (r.country !== null) facets.country.push({ value: r.country.trim(), count: r.nc });
    }
    // A mode counts what its filter finds: online and in-person also find hybrid events.
    for (const mode of ATTENDANCE_MODES) facets.mode.push({ value: mode, count: MODES_MATCHING[mode].reduce((sum, m) => sum + (byMode.get(m) ?? 0), 0) });
    facets.topic = topics.map((r) => ({ value: r.topic, count: r.n }));
    return { type: top(facets.type), mode: top(facets.mode), country: top(facets.country), topic: top(facets.topic) };
  }
}

function top(counts: FacetCount[]): FacetCount[] {
  return counts
    .filter((c) => c.count > 0)
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1))
    .slice(0, MAX_VALUES);
}
