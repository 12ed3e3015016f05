import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminHeaders } from '../lib/admin-key';
import type { InterestStatus } from '../types';
import { adminKeys } from './admin-keys';

/** SPEC §8: admin failures throw these messages. */
export async function setInterestStatus(key: string, id: number, status: InterestStatus): Promise<void> {
  try {
    await apiRequest('POST', `/api/admin/interests/${id}/status`, { status }, adminHeaders(key));
  } catch {
    throw new Error('Failed to update interest');
  }
}

export async function deleteInterest(key: string, id: number): Promise<void> {
  try {
    await apiRequest('DELETE', `/api/admin/interests/${id}`, undefined, adminHeaders(key));
  } catch {
    throw new Error('Failed to delete interest');
  }
}

export function useSetInterestStatus(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: InterestStatus }) => setInterestStatus(key, id, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.interests(key) }),
  });
}

export function useDeleteInterest(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteInterest(key, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.interests(key) }),
  });
}
