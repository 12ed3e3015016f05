import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { CompanyProfile } from '../types';
import { companiesKey } from './get-companies';

export const companyQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...companiesKey, 'profile', slug],
    queryFn: () => apiGet<CompanyProfile>(`/api/companies/${encodeURIComponent(slug)}`),
  });

export function useCompany(slug: string | undefined) {
  return useQuery({ ...companyQueryOptions(slug ?? ''), enabled: Boolean(slug) });
}
