import { readDiscoveryFilters, writeDiscoveryFilters, type DiscoveryFilterState } from '@/lib/discovery-filters';

/** The CFP page's filters and page number, from its URL query (read alike on the server and in the browser). */
export function readCfpQuery(params: URLSearchParams): { filters: DiscoveryFilterState; page: number } {
  return { filters: readDiscoveryFilters(params), page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1) };
}

/** The CFP page's own URL query: its filters in one order and the page; anything else is dropped. */
export function cfpPageQuery(filters: DiscoveryFilterState, page: number): URLSearchParams {
  const query = writeDiscoveryFilters(new URLSearchParams(), filters, false);
  if (page > 1) query.set('page', String(page));
  return query;
}
