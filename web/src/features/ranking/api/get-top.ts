import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { topKeys } from '@/lib/conference-query-keys';
import type { TopResponse } from '@confdir/contracts/web';

/** The first `limit` conferences of a quarter's ranking (GET /api/top). */
export function getTop(quarter: string, type: string, limit: number): Promise<TopResponse> {
  return apiGet<TopResponse>('/api/top', { quarter, type: type === 'all' ? undefined : type, limit });
}

export function topQueryOptions(quarter: string, type: string, limit: number) {
  return queryOptions({ queryKey: topKeys.quarter(quarter, type, limit), queryFn: () => getTop(quarter, type, limit) });
}

/** Keeps the entries on screen while "Show more" fetches a longer top; another quarter or category starts from its loading text. */
export function useTop(quarter: string, type: string, limit: number) {
  return useQuery({
    ...topQueryOptions(quarter, type, limit),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === quarter && previousQuery.queryKey[2] === type ? keepPreviousData(previous) : undefined),
  });
}
