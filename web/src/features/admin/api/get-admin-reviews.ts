import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { adminHeaders } from '../lib/admin-key';
import type { AdminReview } from '../types';
import { adminKeys } from './admin-keys';

export function getAdminReviews(key: string): Promise<AdminReview[]> {
  return apiGet<AdminReview[]>('/api/admin/reviews', undefined, adminHeaders(key));
}

export function adminReviewsQueryOptions(key: string) {
  return queryOptions({ queryKey: adminKeys.reviews(key), queryFn: () => getAdminReviews(key) });
}

export function useAdminReviews(key: string) {
  return useQuery(adminReviewsQueryOptions(key));
}
