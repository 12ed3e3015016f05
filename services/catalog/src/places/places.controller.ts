import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CityPlaceMessage,
  CityResponse,
  CountriesResponse,
  CountryPlaceMessage,
  CountryResponse,
  CountrySummary,
  PLACES_LIMITS,
  PLACES_PATTERNS,
  PLACES_SITEMAP_LIMITS,
  PlacesSitemapQuery,
  PlacesSitemapResponse,
  TopicMessage,
  TopicsResponse,
  TopicSummary,
} from '@confdir/contracts';
import { ServiceError } from '@confdir/service-kit';
import { citySlugIn } from './city-lookup';
import { PlaceCounts, PlaceIndex } from './place-counts';

/**
 * The landing data: countries, a country's cities, a city, topics, each with counts. A country, city
 * or topic without any published conference is not found, like one that does not exist, so its
 * page answers 404 and the sitemap leaves it out.
 */
@Controller()
export class PlacesController {
  constructor(private readonly counts: PlaceCounts) {}

  @MessagePattern(PLACES_PATTERNS.countries)
  async countries(): Promise<CountriesResponse> {
    return { countries: (await this.counts.index()).countries };
  }

  @MessagePattern(PLACES_PATTERNS.country)
  async country(@Payload() { country }: CountryPlaceMessage): Promise<CountryResponse> {
    const index = await this.counts.index();
    const summary = countryOf(index, country);
    const cities = index.cities.get(summary.code) ?? [];
    return { ...summary, cities: cities.slice(0, PLACES_LIMITS.citiesPerCountry), citiesTotal: cities.length };
  }

  @MessagePattern(PLACES_PATTERNS.city)
  async city(@Payload() { country, city }: CityPlaceMessage): Promise<CityResponse> {
    const index = await this.counts.index();
    const summary = countryOf(index, country);
    const slug = citySlugIn(summary.code, city);
    const found = slug ? index.cities.get(summary.code)?.find((c) => c.slug === slug) : undefined;
    if (!found) throw ServiceError.notFound('City not found');
    return { ...found, country: { code: summary.code, name: summary.name } };
  }

  @MessagePattern(PLACES_PATTERNS.topics)
  async topics(): Promise<TopicsResponse> {
    return { topics: (await this.counts.index()).topics };
  }

  @MessagePattern(PLACES_PATTERNS.topic)
  async topic(@Payload() { topic }: TopicMessage): Promise<TopicSummary> {
    const found = (await this.counts.index()).topics.find((t) => t.topic === topic.toLowerCase());
    if (!found) throw ServiceError.notFound('Topic not found');
    return found;
  }

  /** Landing pages in path order, a bounded page at a time: /countries/{cc}, /countries/{cc}/{city}, /topics/{topic}. */
  @MessagePattern(PLACES_PATTERNS.sitemap)
  async sitemap(@Payload() { after }: PlacesSitemapQuery): Promise<PlacesSitemapResponse> {
    const index = await this.counts.index();
    const all = [
      ...index.countries.flatMap((c) => {
        const cc = c.code.toLowerCase();
        return [`/countries/${cc}`, ...(index.cities.get(c.code) ?? []).map((city) => `/countries/${cc}/${city.slug}`)];
      }),
      ...index.topics.map((t) => `/topics/${t.topic}`),
    ].sort();
    const from = after ? all.findIndex((path) => path > after) : 0;
    const paths = from < 0 ? [] : all.slice(from, from + PLACES_SITEMAP_LIMITS.pathsPerMessage);
    const done = from < 0 || from + paths.length >= all.length;
    return { paths, next: done ? null : paths[paths.length - 1] };
  }
}

function countryOf(index: PlaceIndex, code: string): CountrySummary {
  const found = index.countries.find((c) => c.code === code.toUpperCase());
  if (!found) throw ServiceError.notFound('Country not found');
  return found;
}
