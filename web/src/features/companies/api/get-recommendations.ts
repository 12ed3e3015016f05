import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RecommendationsResponse } from '@confdir/contracts/web';
import { apiGet } from '@/lib/api-client';
import { companiesKey } from './get-companies';

/** What the visitor narrows the ICP fit list to; 'all' leaves a filter out. */
export interface RecommendationFilters {
  region: string;
  quarter: string;
  mode: string;
  page: number;
}

/** The list as a visitor first sees it: every region, quarter and format, first page (the server renders this one). */
export const NO_RECOMMENDATION_FILTERS: RecommendationFilters = { region: 'all', quarter: 'all', mode: 'all', page: 1 };

export const recommendationsQueryOptions = (slug: string, filters: RecommendationFilters) =>
  queryOptions({
    queryKey: [...companiesKey, 'recommendations', slug, filters],
    queryFn: () => apiGet<RecommendationsResponse>(`/api/companies/${encodeURIComponent(slug)}/recommendations`, { ...filters }),
  });

/** GET /api/companies/:slug/recommendations; the previous page stays on screen while the next loads. */
export function useRecommendations(slug: string, filters: RecommendationFilters) {
  return useQuery({ ...recommendationsQueryOptions(slug, filters), placeholderData: keepPreviousData });
}
