import { writeFilters, type BrowseFilters } from '@confdir/contracts/web';
import type { SORTS } from '@/config/constants';
import type { QueryParams } from '@/lib/api-client';
import { discoveryApiQuery, writeDiscoveryFilters } from '@/lib/discovery-filters';

export type SortValue = (typeof SORTS)[number]['value'];

/**
 * The listing's filter state (SPEC §3) and how the URL query reads and writes it: in the contracts,
 * where the gateway's canonical page URLs read it too.
 */
export { DEFAULT_FILTERS, readFilters, writeFilters, type BrowseFilters } from '@confdir/contracts/web';

/** What GET /api/conferences receives: empty values and 'all' are left out (SPEC §5, §7). */
export function toApiQuery(filters: BrowseFilters): QueryParams {
  return {
    q: filters.q.trim(),
    type: filters.type === 'all' ? undefined : filters.type,
    from: filters.from,
    to: filters.to,
    location: filters.location.trim(),
    // The default order is left to the API: by relevance when searching, soonest first otherwise.
    sort: filters.sort === 'upcoming' ? undefined : filters.sort,
    page: filters.page,
    ...discoveryApiQuery(filters),
  };
}

export function isFiltered(filters: BrowseFilters): boolean {
  return writeFilters({ ...filters, page: 1 }).toString() !== '';
}

/**
 * The canonical query of a listing: the facets that make a page of its own (type, topic, mode,
 * place, language, open CFP, sort) and the page number, in one order. Free text (q, location)
 * and date ranges make endless near-duplicates, and anything unknown is junk: both are left out.
 */
export function canonicalListingQuery(filters: BrowseFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.type !== 'all') params.set('type', filters.type);
  writeDiscoveryFilters(params, filters);
  if (filters.sort !== 'upcoming') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
