import { AttendanceMode, countriesOf, DiscoveryFilters } from '@confdir/contracts';
import { ServiceError } from '@confdir/service-kit';
import { citySlugIn } from '../places/city-lookup';

/** One WHERE condition on alias `c` with its named parameters (TypeORM `andWhere(sql, params)`). */
export interface Condition {
  sql: string;
  params: Record<string, unknown>;
}

/** 'online' also finds hybrid events, as does 'in-person': both can be attended that way. */
export const MODES_MATCHING: Record<AttendanceMode, AttendanceMode[]> = {
  'in-person': ['in-person', 'hybrid'],
  online: ['online', 'hybrid'],
  hybrid: ['hybrid'],
};

/**
 * The discovery filters as SQL, each served by an index of the ConferenceDiscovery migration:
 * btree on country and mode, GIN on languages and topics, the partial deadline index for "CFP open";
 * a city by conferences_city_idx (ConferencePlaces); a code of conduct and captions by their partial
 * copies of the upcoming order index (ConferenceInclusion).
 * A cancelled conference has no open call for papers.
 */
export function discoveryConditions(f: DiscoveryFilters, now: Date): Condition[] {
  const where: Condition[] = [];
  if (f.mode) where.push({ sql: 'c.attendance_mode = ANY(:modes)', params: { modes: MODES_MATCHING[f.mode] } });
  if (f.country) where.push({ sql: 'c.country = :country', params: { country: f.country } });
  if (f.city) {
    if (!f.country) throw ServiceError.validation('city needs a country, e.g. country=DE&city=berlin');
    // A name that leads to no city of the country matches nothing, like any other filter value without conferences.
    where.push({ sql: 'c.city_slug = :citySlug', params: { citySlug: citySlugIn(f.country, f.city) ?? '' } });
  }
  if (f.continent) where.push({ sql: 'c.country = ANY(:continentCountries)', params: { continentCountries: countriesOf(f.continent) } });
  if (f.language) where.push({ sql: 'c.languages @> ARRAY[:language]::text[]', params: { language: f.language } });
  if (f.topic) where.push({ sql: 'c.topics @> ARRAY[:topic]::text[]', params: { topic: f.topic } });
  if (f.cfp === 'open') where.push({ sql: "c.cfp_closes_at > :cfpNow AND c.event_status <> 'cancelled'", params: { cfpNow: now } });
  if (f.coc) where.push({ sql: 'c.coc_url IS NOT NULL', params: {} });
  if (f.captions) where.push({ sql: 'c.captions', params: {} });
  if (f.scholarship) where.push({ sql: 'c.scholarship', params: {} });
  return where;
}
