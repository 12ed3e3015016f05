import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminHeaders } from '../lib/admin-key';
import { adminKeys } from './admin-keys';

export type ModeratedList = 'reviews' | 'interests';

/** SPEC §8: admin failures throw these messages; success toasts name the same thing. */
export const MODERATION_MESSAGES: Record<ModeratedList, { updated: string; deleted: string; updateFailed: string; deleteFailed: string }> = {
  reviews: { updated: 'Review updated', deleted: 'Review deleted', updateFailed: 'Failed to update review', deleteFailed: 'Failed to delete review' },
  interests: { updated: 'Interest updated', deleted: 'Interest deleted', updateFailed: 'Failed to update interest', deleteFailed: 'Failed to delete interest' },
};

/** POST /api/admin/{list}/{id}/status and DELETE /api/admin/{list}/{id}: reviews and interests are moderated alike. */
export function useModeration<S extends string>(list: ModeratedList, key: string) {
  const queryClient = useQueryClient();
  const messages = MODERATION_MESSAGES[list];
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys[list](key) });
  const setStatus = useMutation({
    mutationFn: async ({ id, status }: { id: number; status: S }) => {
      try {
        await apiRequest('POST', `/api/admin/${list}/${id}/status`, { status }, adminHeaders(key));
      } catch {
        throw new Error(messages.updateFailed);
      }
    },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (id: number) => {
      try {
        await apiRequest('DELETE', `/api/admin/${list}/${id}`, undefined, adminHeaders(key));
      } catch {
        throw new Error(messages.deleteFailed);
      }
    },
    onSuccess: refresh,
  });
  return { setStatus, remove, messages };
}
