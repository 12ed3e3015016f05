import { useEffect } from 'react';
import { useScrollTopOnPageChange } from './use-scroll-top-on-page-change';

/**
 * A listing's page once it has answered: the window goes to the top when the page changes, and a page past the
 * end (an old link after deletions, a typed URL) becomes the last page without a new history entry.
 */
export function useListingPage(data: { page: number; totalPages: number } | undefined, replacePage: (page: number) => void) {
  useScrollTopOnPageChange(data?.page);
  const lastPage = data !== undefined && data.totalPages > 0 && data.page > data.totalPages ? data.totalPages : undefined;
  useEffect(() => {
    if (lastPage !== undefined) replacePage(lastPage);
  }, [lastPage, replacePage]);
}
