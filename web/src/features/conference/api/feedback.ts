import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PageInfo } from '@confdir/contracts/web';
import { apiGet, apiRequest } from '@/lib/api-client';
import { nextPage } from '@/lib/paged-query';

/**
 * GET and POST of the two conference feedback endpoints (SPEC §7), which have one shape:
 * `GET ?conferenceId=&page=` answers a page with aggregates over all rows, `POST` adds one.
 */
export type FeedbackPath = '/api/reviews' | '/api/interests';

export const feedbackKey = (path: FeedbackPath, conferenceId: number) => ['feedback', path, conferenceId] as const;

export const feedbackQueryOptions = <R extends PageInfo>(path: FeedbackPath, conferenceId: number) =>
  infiniteQueryOptions({
    queryKey: feedbackKey(path, conferenceId),
    queryFn: ({ pageParam }) => apiGet<R>(path, { conferenceId, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export function useFeedback<R extends PageInfo>(path: FeedbackPath, conferenceId: number) {
  return useInfiniteQuery(feedbackQueryOptions<R>(path, conferenceId));
}

/** A new entry changes the aggregates and the first page: everything loaded for the conference is refetched. */
export function useCreateFeedback<P>(path: FeedbackPath, conferenceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: P) => apiRequest<unknown>('POST', path, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKey(path, conferenceId) }),
  });
}
