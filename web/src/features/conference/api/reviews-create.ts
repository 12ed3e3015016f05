import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reviewsKey, type Review, type ReviewRole } from './reviews';

/** POST /api/reviews (SPEC §7): optional values already trimmed and null when empty. */
export interface CreateReviewPayload {
  conferenceId: number;
  userName: string;
  userEmail: string | null;
  role: ReviewRole;
  rating: number | null;
  title: string | null;
  body: string;
}

export function createReview(payload: CreateReviewPayload): Promise<Review> {
  return apiRequest<Review>('POST', '/api/reviews', payload);
}

export function useCreateReview(conferenceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey(conferenceId) }),
  });
}
