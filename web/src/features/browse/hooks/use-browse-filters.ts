import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withQuery } from '@/lib/page-head';
import { DEFAULT_FILTERS, readFilters, writeFilters, type BrowseFilters } from '../lib/filters';

/**
 * The filter state lives in the URL query so a listing can be shared, reloaded and navigated with
 * Back (SPEC §4: a filter or sort change goes back to page 1; a page change keeps the filters).
 */
export function useBrowseFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  const setFilters = useCallback(
    (patch: Partial<Omit<BrowseFilters, 'page'>>) => setParams(writeFilters({ ...readFilters(params), ...patch, page: 1 }), { preventScrollReset: true }),
    [params, setParams],
  );

  /** The link of a page of this listing: the same filters, another page. */
  const pageHref = useCallback((page: number) => withQuery('/upcoming', writeFilters({ ...readFilters(params), page })), [params]);

  /** A page past the end (an old link after deletions, a typed URL) becomes the last page without a new history entry. */
  const replacePage = useCallback(
    (page: number) => setParams(writeFilters({ ...readFilters(params), page }), { replace: true, preventScrollReset: true }),
    [params, setParams],
  );

  const clearFilters = useCallback(() => setParams(writeFilters(DEFAULT_FILTERS), { preventScrollReset: true }), [setParams]);

  return { filters, setFilters, pageHref, replacePage, clearFilters };
}
