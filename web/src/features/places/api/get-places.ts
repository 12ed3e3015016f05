import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CityResponse, CountryResponse, TopicSummary, TopicsResponse } from '@confdir/contracts/web';
import { apiGet } from '@/lib/api-client';

/** The landing pages' subjects (issue 35): an unknown one, or one without conferences, is a 404 ApiError. */
export const placeKeys = {
  topics: ['places', 'topics'] as const,
  topic: (topic: string) => ['places', 'topic', topic] as const,
  country: (cc: string) => ['places', 'country', cc] as const,
  city: (cc: string, city: string) => ['places', 'city', cc, city] as const,
};

const segment = encodeURIComponent;

export const topicsQueryOptions = () => queryOptions({ queryKey: placeKeys.topics, queryFn: () => apiGet<TopicsResponse>('/api/topics') });
export const topicQueryOptions = (topic: string) => queryOptions({ queryKey: placeKeys.topic(topic), queryFn: () => apiGet<TopicSummary>(`/api/topics/${segment(topic)}`) });
export const countryQueryOptions = (cc: string) => queryOptions({ queryKey: placeKeys.country(cc), queryFn: () => apiGet<CountryResponse>(`/api/places/countries/${segment(cc)}`) });
/** `city` as the path has it: a slug, or a name in any spelling (the answer names the slug to redirect to). */
export const cityQueryOptions = (cc: string, city: string) =>
  queryOptions({ queryKey: placeKeys.city(cc, city), queryFn: () => apiGet<CityResponse>(`/api/places/countries/${segment(cc)}/${segment(city)}`) });

export const useTopics = () => useQuery(topicsQueryOptions());
export const useTopic = (topic: string) => useQuery(topicQueryOptions(topic));
export const useCountry = (cc: string) => useQuery(countryQueryOptions(cc));
export const useCity = (cc: string, city: string) => useQuery(cityQueryOptions(cc, city));
