import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { companyAuthHeaders, moveCompanyToken } from '@/lib/company-access';
import type { Company, CompanyFields } from '../types';
import { companiesKey } from './get-companies';

export function updateCompany(slug: string, fields: CompanyFields): Promise<Company> {
  return apiRequest<Company>('PUT', `/api/companies/${encodeURIComponent(slug)}`, fields, companyAuthHeaders(slug));
}

export function useUpdateCompany(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: CompanyFields) => updateCompany(slug, fields),
    onSuccess: async (company) => {
      moveCompanyToken(slug, company.slug);
      await queryClient.invalidateQueries({ queryKey: companiesKey });
    },
  });
}
