import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { MAX_SERVER_PAGES, type PageInfo } from '@confdir/contracts/web';
import { apiGet } from '@/lib/api-client';
import { nextPage } from '@/lib/paged-query';
import type { Company } from '../types';

/** One page of GET /api/companies (SPEC: companies, total; plus page and pageSize). */
export interface CompaniesResponse extends PageInfo {
  companies: Company[];
}

export const companiesKey = ['companies'] as const;

const getCompaniesPage = (page: number) => apiGet<CompaniesResponse>('/api/companies', { page });

export const companiesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...companiesKey, 'list'],
    queryFn: ({ pageParam }) => getCompaniesPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export function useCompanies() {
  return useInfiniteQuery(companiesQueryOptions());
}

/**
 * "Show more" is a link to `/companies?page=N` (the first N pages, appended); the server renders at most
 * MAX_SERVER_PAGES of them. In the contracts, where the gateway's canonical page URLs read them too.
 */
export { MAX_SERVER_PAGES, readShownPages } from '@confdir/contracts/web';

/**
 * The first `count` pages (at most MAX_SERVER_PAGES), read in parallel, as the infinite query holds
 * them; the pages past the last one are dropped. Rejects when any page fails.
 */
export async function fetchCompanyPages(count: number): Promise<InfiniteData<CompaniesResponse, number>> {
  const numbers = Array.from({ length: Math.min(count, MAX_SERVER_PAGES) }, (_, i) => i + 1);
  const all = await Promise.all(numbers.map(getCompaniesPage));
  const last = all.findIndex((page) => nextPage(page) === undefined);
  const pages = last === -1 ? all : all.slice(0, last + 1);
  return { pages, pageParams: numbers.slice(0, pages.length) };
}
