import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConferenceCompaniesResponse } from '@confdir/contracts/web';
import { apiGet } from '@/lib/api-client';
import { conferenceKeys } from '@/lib/conference-query-keys';

export const conferenceCompaniesQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...conferenceKeys.detail(slug), 'companies'],
    queryFn: () => apiGet<ConferenceCompaniesResponse>(`/api/conferences/${encodeURIComponent(slug)}/companies`),
  });

/** GET /api/conferences/:slug/companies: who else is going, grouped by role. */
export function useConferenceCompanies(slug: string) {
  return useQuery(conferenceCompaniesQueryOptions(slug));
}
