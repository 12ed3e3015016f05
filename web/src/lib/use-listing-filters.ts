import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withQuery } from '@/lib/page-head';
import { DEFAULT_FILTERS, writeFilters, type BrowseFilters } from './listing-filters';

/**
 * The filter state of a listing page (`/upcoming`, a topic's or a place's page) lives in the URL query so
 * a listing can be shared, reloaded and navigated with Back (SPEC §4: a filter or sort change goes back to
 * page 1; a page change keeps the filters). `read` is the page's own reader of its query.
 */
export function useListingFilters(path: string, read: (params: URLSearchParams) => BrowseFilters) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => read(params), [params, read]);

  const setFilters = useCallback(
    (patch: Partial<Omit<BrowseFilters, 'page'>>) => setParams(writeFilters({ ...read(params), ...patch, page: 1 }), { preventScrollReset: true }),
    [params, setParams, read],
  );

  /** The link of a page of this listing: the same filters, another page. */
  const pageHref = useCallback((page: number) => withQuery(path, writeFilters({ ...read(params), page })), [params, path, read]);

  /** A page past the end (an old link after deletions, a typed URL) becomes the last page without a new history entry. */
  const replacePage = useCallback(
    (page: number) => setParams(writeFilters({ ...read(params), page }), { replace: true, preventScrollReset: true }),
    [params, setParams, read],
  );

  const clearFilters = useCallback(() => setParams(writeFilters(DEFAULT_FILTERS), { preventScrollReset: true }), [setParams]);

  return { filters, setFilters, pageHref, replacePage, clearFilters };
}
