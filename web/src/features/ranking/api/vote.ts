import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { topKeys } from '@/lib/conference-query-keys';
import { getOrCreateVoterId, rememberVote } from '@/lib/voter';
import type { TopResponse, VoteResponse } from '@confdir/contracts/web';

export function vote(conferenceId: number): Promise<VoteResponse> {
  return apiRequest<VoteResponse>('POST', '/api/vote', { conferenceId, voterId: getOrCreateVoterId() });
}

/**
 * Toggles this browser's vote (SPEC §4): the answer decides whether the id is remembered as voted,
 * the new count shows at once, and the ranking is refetched since the order may change.
 */
export function useVote(onVoted: (votedIds: number[]) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: vote,
    onSuccess: async (result, conferenceId) => {
      onVoted(rememberVote(conferenceId, result.hasVoted));
      queryClient.setQueriesData<TopResponse>({ queryKey: topKeys.all }, (data) =>
        data && { conferences: data.conferences.map((c) => (c.id === conferenceId ? { ...c, votesCount: result.votesCount } : c)) },
      );
      await queryClient.invalidateQueries({ queryKey: topKeys.all });
    },
  });
}
