import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/ui/toaster';
import { apiRequest, errorMessage } from '@/lib/api-client';
import { topKeys } from '@/lib/conference-query-keys';
import { getOrCreateVoterId, rememberVote } from '@/lib/voter';
import type { TopResponse, VoteResponse } from '@confdir/contracts/web';

const VOTE_KEY = ['vote'];

export function vote(conferenceId: number): Promise<VoteResponse> {
  return apiRequest<VoteResponse>('POST', '/api/vote', { conferenceId, voterId: getOrCreateVoterId() });
}

/**
 * Toggles this browser's vote (SPEC §4): the answer decides whether the id is remembered as voted,
 * the new count shows at once, and the ranking is refetched since the order may change. One mutation
 * for the whole list, not one per card; its callbacks run for every vote, even when two are in flight.
 */
export function useVote(onVoted: (votedIds: number[]) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: VOTE_KEY,
    mutationFn: vote,
    onSuccess: async (result, conferenceId) => {
      onVoted(rememberVote(conferenceId, result.hasVoted));
      queryClient.setQueriesData<TopResponse>({ queryKey: topKeys.all }, (data) =>
        data && { conferences: data.conferences.map((c) => (c.id === conferenceId ? { ...c, votesCount: result.votesCount } : c)) },
      );
      await queryClient.invalidateQueries({ queryKey: topKeys.all });
    },
    onError: (error) => notify({ title: 'Failed to vote', description: errorMessage(error, 'Please try again.'), type: 'error' }),
  });
}

/** Ids of the conferences whose vote is on its way (their buttons are disabled, SPEC §4). */
export function usePendingVotes(): number[] {
  return useMutationState({ filters: { mutationKey: VOTE_KEY, status: 'pending' }, select: (m) => m.state.variables as number });
}
