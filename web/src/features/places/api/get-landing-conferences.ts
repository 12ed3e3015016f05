import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConferenceListResponse } from '@confdir/contracts/web';
import { apiGet } from '@/lib/api-client';
import { conferenceKeys } from '@/lib/conference-query-keys';
import { toApiQuery, type BrowseFilters } from '@/lib/listing-filters';

/** What a landing page's path fixes, in the listing API's own names: `{topic}`, `{country}` or `{country, city}`. */
export type LandingScope = { topic: string } | { country: string } | { country: string; city: string };

/** A landing page's upcoming conferences: the listing (GET /api/conferences) with its filters and the page's scope. */
export function landingConferencesQueryOptions(scope: LandingScope, filters: BrowseFilters) {
  return queryOptions({
    queryKey: conferenceKeys.list({ ...filters, ...scope }),
    queryFn: () => apiGet<ConferenceListResponse>('/api/conferences', { ...toApiQuery(filters), ...scope }),
  });
}

export const useLandingConferences = (scope: LandingScope, filters: BrowseFilters) => useQuery(landingConferencesQueryOptions(scope, filters));
