import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { conferenceKeys, topKeys } from '@/lib/conference-query-keys';
import type { Conference } from '@/types/conference';
import type { SubmissionPayload } from '../lib/submission-schema';

export function submitConference(payload: SubmissionPayload): Promise<Conference> {
  return apiRequest<Conference>('POST', '/api/submit', payload);
}

/** Submits a conference; on success every cached conference list and ranking is refreshed (SPEC §4). */
export function useSubmitConference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitConference,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: conferenceKeys.all }), queryClient.invalidateQueries({ queryKey: topKeys.all })]);
    },
  });
}
