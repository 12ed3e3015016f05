import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { conferenceKeys, topKeys } from '@/lib/conference-query-keys';
import type { Conference } from '@/types/conference';
import { adminHeaders } from '../lib/admin-key';
import { adminKeys } from './admin-keys';

export function setConferenceStatus(key: string, id: number, status: 'published' | 'hidden'): Promise<Conference> {
  return apiRequest<Conference>('POST', `/api/admin/conferences/${id}/status`, { status }, adminHeaders(key));
}

/** Hiding or republishing changes the public lists too, so those are refreshed as well. */
export function useSetConferenceStatus(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'published' | 'hidden' }) => setConferenceStatus(key, id, status),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.conferences(key) }),
        queryClient.invalidateQueries({ queryKey: conferenceKeys.all }),
        queryClient.invalidateQueries({ queryKey: topKeys.all }),
      ]),
  });
}
