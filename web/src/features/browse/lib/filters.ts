import { CONFERENCE_TYPES, SORTS } from '@/config/constants';
import type { QueryParams } from '@/lib/api-client';
import { discoveryApiQuery, NO_DISCOVERY_FILTERS, readDiscoveryFilters, writeDiscoveryFilters, type DiscoveryFilterState } from '@/lib/discovery-filters';

export type SortValue = (typeof SORTS)[number]['value'];

/** The listing's filter state (SPEC §3); 'all' means no type filter. */
export interface BrowseFilters extends DiscoveryFilterState {
  q: string;
  type: string;
  from: string;
  to: string;
  location: string;
  sort: SortValue;
  page: number;
}

export const DEFAULT_FILTERS: BrowseFilters = { q: '', type: 'all', from: '', to: '', location: '', sort: 'upcoming', page: 1, ...NO_DISCOVERY_FILTERS };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the filters from the URL query; values the API would refuse fall back to their defaults. */
export function readFilters(params: URLSearchParams): BrowseFilters {
  const type = params.get('type') ?? '';
  const sort = params.get('sort') ?? '';
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return ISO_DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';
  };
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    type: (CONFERENCE_TYPES as readonly string[]).includes(type) ? type : 'all',
    from: day('from'),
    to: day('to'),
    location: params.get('location') ?? '',
    sort: SORTS.some((s) => s.value === sort) ? (sort as SortValue) : 'upcoming',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    ...readDiscoveryFilters(params),
  };
}

/** The URL query of the filters, leaving out defaults so a plain listing keeps a plain URL. */
export function writeFilters(filters: BrowseFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q);
  if (filters.type !== 'all') params.set('type', filters.type);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.location.trim()) params.set('location', filters.location);
  writeDiscoveryFilters(params, filters);
  if (filters.sort !== 'upcoming') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** What GET /api/conferences receives: empty values and 'all' are left out (SPEC §5, §7). */
export function toApiQuery(filters: BrowseFilters): QueryParams {
  return {
    q: filters.q.trim(),
    type: filters.type === 'all' ? undefined : filters.type,
    from: filters.from,
    to: filters.to,
    location: filters.location.trim(),
    sort: filters.sort,
    page: filters.page,
    ...discoveryApiQuery(filters),
  };
}

export function isFiltered(filters: BrowseFilters): boolean {
  return writeFilters({ ...filters, page: 1 }).toString() !== '';
}
