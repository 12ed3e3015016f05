import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminHeaders } from '../lib/admin-key';
import type { AdminCompanyEventPayload } from '../types';

export function createAdminCompanyEvent(key: string, payload: AdminCompanyEventPayload): Promise<unknown> {
  return apiRequest('POST', '/api/admin/company-events', payload, adminHeaders(key));
}

/** The company profile and conference badges read these events, so their queries are refreshed. */
export function useCreateAdminCompanyEvent(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: AdminCompanyEventPayload) => createAdminCompanyEvent(key, payload),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => ['companies', 'company-events'].includes(String(q.queryKey[0])) }),
  });
}
