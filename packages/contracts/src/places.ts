import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { Check } from './check';
import { textField } from './field-rules';
import { subject } from './subjects';
import { ListConferencesQuery } from './catalog';
import { DISCOVERY_LIMITS } from './discovery-vocab';
import { CALENDAR_MONTH } from './places.types';

export * from './places.types';

/**
 * Messages the catalog answers for browsing by place, topic and month (issue 35); wire shapes in
 * places.types.ts. An unknown (or empty) country, city or topic is NOT_FOUND; text that cannot name one
 * (too long, NUL) is VALIDATION.
 * - countries `{}` → CountriesResponse
 * - country `CountryPlaceMessage` → CountryResponse
 * - city `CityPlaceMessage` → CityResponse
 * - topics `{}` → TopicsResponse
 * - topic `TopicMessage` → TopicSummary
 * - map `MapQuery` → MapResponse
 * - calendar `CalendarQuery` → CalendarResponse
 * - sitemap `PlacesSitemapQuery` → PlacesSitemapResponse
 */
export const PLACES_PATTERNS = {
  countries: subject('catalog.places.countries'),
  country: subject('catalog.places.country'),
  city: subject('catalog.places.city'),
  topics: subject('catalog.topics'),
  topic: subject('catalog.topic'),
  map: subject('catalog.map'),
  calendar: subject('catalog.calendar'),
  sitemap: subject('catalog.places.sitemap'),
} as const;

const trimmed = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

export class CountryPlaceMessage {
  /** ISO 3166-1 alpha-2, any case. */
  @Transform(trimmed)
  @Check(textField('country', 10, { required: true }))
  country: string;
}

export class CityPlaceMessage extends CountryPlaceMessage {
  /** A slug, or the city's name in any spelling or script. */
  @Transform(trimmed)
  @Check(textField('city', DISCOVERY_LIMITS.city, { required: true }))
  city: string;
}

export class TopicMessage {
  @Transform(trimmed)
  @Check(textField('topic', 50, { required: true }))
  topic: string;
}

/** GET /api/map: the listing's filters (page and limit are not used). */
export class MapQuery extends ListConferencesQuery {}

/** GET /api/calendar: a month and the listing's filters (from and to narrow further; sort, page and limit are not used). */
export class CalendarQuery extends ListConferencesQuery {
  @Transform(trimmed)
  @Check((value) => (typeof value === 'string' && CALENDAR_MONTH.test(value) ? null : 'month must be a month written YYYY-MM, e.g. 2026-03'))
  month: string;
}

export const PLACES_SITEMAP_LIMITS = { pathsPerMessage: 2_500 } as const;

/** The landing pages with a conference, in path order, after `after`: at most pathsPerMessage. */
export class PlacesSitemapQuery {
  @IsOptional()
  @Check(textField('after', 200))
  after?: string;
}

export interface PlacesSitemapResponse {
  /** Site paths: /countries/de, /countries/de/berlin, /topics/javascript. */
  paths: string[];
  /** The `after` of the next page, or null after the last one. */
  next: string | null;
}
