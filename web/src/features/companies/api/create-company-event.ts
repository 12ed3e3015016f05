import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { companyAuthHeaders } from '@/lib/company-access';
import type { CompanyEvent, CompanyEventPayload } from '../types';
import { companiesKey } from './get-companies';

export function createCompanyEvent(slug: string, payload: CompanyEventPayload): Promise<CompanyEvent> {
  return apiRequest<CompanyEvent>('POST', `/api/companies/${encodeURIComponent(slug)}/events`, payload, companyAuthHeaders(slug));
}

export function useCreateCompanyEvent(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CompanyEventPayload) => createCompanyEvent(slug, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesKey }),
  });
}
