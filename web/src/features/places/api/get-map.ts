import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MapResponse } from '@confdir/contracts/web';
import { apiGet } from '@/lib/api-client';
import { toApiQuery, type BrowseFilters } from '@/lib/listing-filters';

/** The map's city clusters (GET /api/map) for the listing's filters; page and sort mean nothing to it. */
export function mapQueryOptions(filters: BrowseFilters) {
  const { page: _page, sort: _sort, ...query } = toApiQuery(filters);
  return queryOptions({ queryKey: ['places', 'map', query] as const, queryFn: () => apiGet<MapResponse>('/api/map', query) });
}

export const useMap = (filters: BrowseFilters) => useQuery(mapQueryOptions(filters));
