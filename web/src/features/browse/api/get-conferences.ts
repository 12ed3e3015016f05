import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { conferenceKeys } from '@/lib/conference-query-keys';
import type { ConferenceListResponse } from '@confdir/contracts/web';
import { toApiQuery, type BrowseFilters } from '@/lib/listing-filters';

export function getConferences(filters: BrowseFilters): Promise<ConferenceListResponse> {
  return apiGet<ConferenceListResponse>('/api/conferences', toApiQuery(filters));
}

export function conferencesQueryOptions(filters: BrowseFilters) {
  return queryOptions({ queryKey: conferenceKeys.list({ ...filters }), queryFn: () => getConferences(filters) });
}

export function useConferences(filters: BrowseFilters) {
  return useQuery(conferencesQueryOptions(filters));
}
