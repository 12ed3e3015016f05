import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SyncReviewAction, SyncSourcesResponse, SyncStartedResponse } from '@confdir/contracts/web';
import { apiGet, apiRequest } from '@/lib/api-client';
import { conferenceKeys } from '@/lib/conference-query-keys';
import type { Conference } from '@/types/conference';
import { adminHeaders } from '../lib/admin-key';
import { adminKeys } from './admin-keys';

/** The sources and their last runs; refreshed every few seconds while a run is under way. */
export function useSyncSources(key: string) {
  return useQuery({
    queryKey: adminKeys.sources(key),
    queryFn: () => apiGet<SyncSourcesResponse>('/api/admin/sources', undefined, adminHeaders(key)),
    refetchInterval: (query) => (query.state.data?.sources.some((s) => s.runs[0]?.status === 'running') ? 2000 : false),
  });
}

export function useSyncNow(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiRequest<SyncStartedResponse>('POST', `/api/admin/sources/${encodeURIComponent(name)}/sync`, undefined, adminHeaders(key)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.sources(key) }),
  });
}

/** Linking or listing a near miss changes the queue, the sources' counts and the conference lists. */
export function useResolveReview(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, conferenceId }: { id: number; action: SyncReviewAction; conferenceId?: number }) =>
      apiRequest<Conference>('POST', `/api/admin/sync-reviews/${id}`, { action, conferenceId }, adminHeaders(key)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys['sync-reviews'](key) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.sources(key) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.conferences(key) }),
        queryClient.invalidateQueries({ queryKey: conferenceKeys.all }),
      ]),
  });
}
