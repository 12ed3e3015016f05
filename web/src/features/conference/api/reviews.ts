import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const REVIEW_ROLES = ['ATTENDED', 'SPONSORED', 'DID_NOT_ATTEND'] as const;
export type ReviewRole = (typeof REVIEW_ROLES)[number];

/** A published review as GET /api/reviews serves it (never with the reviewer's e-mail). */
export interface Review {
  id: number;
  conferenceId: number;
  userName: string;
  role: ReviewRole;
  rating: number | null;
  title: string | null;
  body: string;
  status: string;
  createdAt: string;
}

export interface ReviewsResponse {
  reviews: Review[];
  avgRating: number | null;
  countsByRole: Record<ReviewRole, number>;
}

export const reviewsKey = (conferenceId: number) => ['reviews', conferenceId] as const;

export const reviewsQueryOptions = (conferenceId: number) =>
  queryOptions({
    queryKey: reviewsKey(conferenceId),
    queryFn: () => apiGet<ReviewsResponse>('/api/reviews', { conferenceId }),
  });

export function useReviews(conferenceId: number) {
  return useQuery(reviewsQueryOptions(conferenceId));
}
