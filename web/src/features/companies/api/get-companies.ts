import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { Company } from '../types';

export interface CompaniesResponse {
  companies: Company[];
  total: number;
}

export const companiesKey = ['companies'] as const;

export const companiesQueryOptions = () =>
  queryOptions({
    queryKey: [...companiesKey, 'list'],
    queryFn: () => apiGet<CompaniesResponse>('/api/companies'),
  });

export function useCompanies() {
  return useQuery(companiesQueryOptions());
}
