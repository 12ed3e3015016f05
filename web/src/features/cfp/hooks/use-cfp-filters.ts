import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readDiscoveryFilters, writeDiscoveryFilters, type DiscoveryFilterState } from '@/lib/discovery-filters';

/** The CFP page's filters and page number live in the URL, like the listing's. */
export function useCfpFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readDiscoveryFilters(params), [params]);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const write = useCallback(
    (next: DiscoveryFilterState, nextPage: number) => {
      const query = writeDiscoveryFilters(new URLSearchParams(), next, false);
      if (nextPage > 1) query.set('page', String(nextPage));
      setParams(query, { preventScrollReset: true });
    },
    [setParams],
  );
  const setFilters = useCallback((patch: Partial<DiscoveryFilterState>) => write({ ...filters, ...patch }, 1), [filters, write]);
  const setPage = useCallback((next: number) => write(filters, next), [filters, write]);
  return { filters, page, setFilters, setPage };
}
