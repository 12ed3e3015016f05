import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DetailsPayload } from '@/components/form/conference-details-form';
import { apiRequest } from '@/lib/api-client';
import { conferenceKeys } from '@/lib/conference-query-keys';
import type { Conference } from '@/types/conference';
import { adminHeaders } from '../lib/admin-key';
import { adminKeys } from './admin-keys';

/** PATCH /api/admin/conferences/:id: replaces the discovery fields (absent ones take their defaults). */
export function updateConferenceDetails(key: string, id: number, details: DetailsPayload): Promise<Conference> {
  return apiRequest<Conference>('PATCH', `/api/admin/conferences/${id}`, details, adminHeaders(key));
}

export function useUpdateConferenceDetails(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, details }: { id: number; details: DetailsPayload }) => updateConferenceDetails(key, id, details),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.conferences(key) }), queryClient.invalidateQueries({ queryKey: conferenceKeys.all })]),
  });
}
