import type { PageInfo } from '@confdir/contracts/web';

/** The next page of a paged answer, or undefined once `total` rows have been served (react-query's getNextPageParam). */
export function nextPage(last: PageInfo): number | undefined {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}
