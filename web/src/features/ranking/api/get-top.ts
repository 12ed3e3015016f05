import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { topKeys } from '@/lib/conference-query-keys';
import type { TopResponse } from '@confdir/contracts/web';

export function getTop(quarter: string, type: string): Promise<TopResponse> {
  return apiGet<TopResponse>('/api/top', { quarter, type: type === 'all' ? undefined : type });
}

export function topQueryOptions(quarter: string, type: string) {
  return queryOptions({ queryKey: topKeys.quarter(quarter, type), queryFn: () => getTop(quarter, type) });
}

export function useTop(quarter: string, type: string) {
  return useQuery(topQueryOptions(quarter, type));
}
