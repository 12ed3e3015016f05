import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { companyAuthHeaders } from '@/lib/company-access';
import type { CompanyEvent, CompanyEventPayload } from '../types';
import { companiesKey } from './get-companies';

export function updateCompanyEvent(slug: string, id: number, payload: CompanyEventPayload): Promise<CompanyEvent> {
  return apiRequest<CompanyEvent>('PATCH', `/api/company-events/${id}`, payload, companyAuthHeaders(slug));
}

export function useUpdateCompanyEvent(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: CompanyEventPayload }) => updateCompanyEvent(slug, id, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesKey }),
  });
}
