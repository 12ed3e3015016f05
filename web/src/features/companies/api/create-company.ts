import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { rememberCompanyToken } from '@/lib/company-access';
import type { Company, CompanyFields } from '../types';
import { companiesKey } from './get-companies';

export type CreatedCompany = Company & { editToken: string };

export function createCompany(fields: CompanyFields): Promise<CreatedCompany> {
  return apiRequest<CreatedCompany>('POST', '/api/companies', fields);
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: async (company) => {
      // The server shows the edit token only once: this browser keeps it to edit the profile later.
      if (company.editToken) rememberCompanyToken(company.slug, company.editToken);
      await queryClient.invalidateQueries({ queryKey: companiesKey });
    },
  });
}
