import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const INTEREST_STATUSES = ['CONSIDERING', 'ATTENDING', 'SPONSORING', 'NOT_GOING'] as const;
export type InterestStatus = (typeof INTEREST_STATUSES)[number];

/** A company's interest in a conference as GET /api/interests serves it. */
export interface Interest {
  id: number;
  conferenceId: number;
  companyName: string;
  status: InterestStatus;
  comment: string | null;
  submittedBy: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface InterestsResponse {
  interests: Interest[];
  countsByStatus: Record<InterestStatus, number>;
}

export const interestsKey = (conferenceId: number) => ['interests', conferenceId] as const;

export const interestsQueryOptions = (conferenceId: number) =>
  queryOptions({
    queryKey: interestsKey(conferenceId),
    queryFn: () => apiGet<InterestsResponse>('/api/interests', { conferenceId }),
  });

export function useInterests(conferenceId: number) {
  return useQuery(interestsQueryOptions(conferenceId));
}
