import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SimilarCompaniesResponse } from '@confdir/contracts/web';
import { apiGet } from '@/lib/api-client';
import { companiesKey } from './get-companies';

export const similarCompaniesQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...companiesKey, 'similar', slug],
    queryFn: () => apiGet<SimilarCompaniesResponse>(`/api/companies/${encodeURIComponent(slug)}/similar`),
  });

/** GET /api/companies/:slug/similar. */
export function useSimilarCompanies(slug: string) {
  return useQuery(similarCompaniesQueryOptions(slug));
}
