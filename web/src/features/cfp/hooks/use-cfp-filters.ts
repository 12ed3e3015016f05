import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DiscoveryFilterState } from '@/lib/discovery-filters';
import { withQuery } from '@/lib/page-head';
import { cfpPageQuery, readCfpQuery } from '../lib/cfp-query';

/** The CFP page's filters and page number live in the URL, like the listing's. */
export function useCfpFilters() {
  const [params, setParams] = useSearchParams();
  const { filters, page } = useMemo(() => readCfpQuery(params), [params]);

  const setFilters = useCallback((patch: Partial<DiscoveryFilterState>) => setParams(cfpPageQuery({ ...filters, ...patch }, 1), { preventScrollReset: true }), [filters, setParams]);
  /** The link of another page with the same filters. */
  const pageHref = useCallback((next: number) => withQuery('/cfp', cfpPageQuery(filters, next)), [filters]);
  return { filters, page, setFilters, pageHref };
}
