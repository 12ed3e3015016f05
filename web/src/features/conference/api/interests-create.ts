import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { interestsKey, type Interest, type InterestStatus } from './interests';

/** POST /api/interests (SPEC §7): companyName omitted when empty (the server then uses the featured company). */
export interface CreateInterestPayload {
  conferenceId: number;
  companyName?: string;
  status: InterestStatus;
  comment: string | null;
  submittedBy: string | null;
  contactEmail: string | null;
}

export function createInterest(payload: CreateInterestPayload): Promise<Interest> {
  return apiRequest<Interest>('POST', '/api/interests', payload);
}

export function useCreateInterest(conferenceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInterest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interestsKey(conferenceId) }),
  });
}
