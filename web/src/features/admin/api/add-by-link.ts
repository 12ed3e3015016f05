import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { conferenceKeys } from '@/lib/conference-query-keys';
import type { Conference } from '@/types/conference';
import { adminHeaders } from '../lib/admin-key';
import { adminKeys } from './admin-keys';

export async function addByLink(key: string, url: string): Promise<Conference> {
  const answer = await apiRequest<{ conference?: Conference } & Partial<Conference>>('POST', '/api/admin/add-by-link', { url }, adminHeaders(key));
  // SPEC §7: the answer is the conference, or its title directly.
  return (answer.conference ?? answer) as Conference;
}

export function useAddByLink(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => addByLink(key, url),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.conferences(key) }), queryClient.invalidateQueries({ queryKey: conferenceKeys.all })]),
  });
}
