import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminHeaders } from '../lib/admin-key';
import type { ReviewStatus } from '../types';
import { adminKeys } from './admin-keys';

/** SPEC §8: admin failures throw these messages. */
export async function setReviewStatus(key: string, id: number, status: ReviewStatus): Promise<void> {
  try {
    await apiRequest('POST', `/api/admin/reviews/${id}/status`, { status }, adminHeaders(key));
  } catch {
    throw new Error('Failed to update review');
  }
}

export async function deleteReview(key: string, id: number): Promise<void> {
  try {
    await apiRequest('DELETE', `/api/admin/reviews/${id}`, undefined, adminHeaders(key));
  } catch {
    throw new Error('Failed to delete review');
  }
}

export function useSetReviewStatus(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ReviewStatus }) => setReviewStatus(key, id, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.reviews(key) }),
  });
}

export function useDeleteReview(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteReview(key, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.reviews(key) }),
  });
}
