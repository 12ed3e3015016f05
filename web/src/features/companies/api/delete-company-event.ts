import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { companyAuthHeaders } from '@/lib/company-access';
import { companiesKey } from './get-companies';

export function deleteCompanyEvent(slug: string, id: number): Promise<void> {
  return apiRequest<void>('DELETE', `/api/company-events/${id}`, undefined, companyAuthHeaders(slug));
}

export function useDeleteCompanyEvent(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteCompanyEvent(slug, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesKey }),
  });
}
