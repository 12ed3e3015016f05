import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PageInfo } from '@confdir/contracts/web';
import { apiGet } from '@/lib/api-client';
import { nextPage } from '@/lib/paged-query';
import type { Company } from '../types';

/** One page of GET /api/companies (SPEC: companies, total; plus page and pageSize). */
export interface CompaniesResponse extends PageInfo {
  companies: Company[];
}

export const companiesKey = ['companies'] as const;

export const companiesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...companiesKey, 'list'],
    queryFn: ({ pageParam }) => apiGet<CompaniesResponse>('/api/companies', { page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export function useCompanies() {
  return useInfiniteQuery(companiesQueryOptions());
}
