import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONFERENCE_SELECTOR_LIMIT } from '@/config/constants';
import { apiGet } from '@/lib/api-client';
import type { ConferenceRef } from '../types';

/**
 * The conferences offered by the event dialog's selector (SPEC §7: limit=200). A track record is
 * mostly about past conferences, so the newest 200 listed are asked for, not only upcoming ones,
 * and shown by title.
 */
export const conferenceOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['conferences', 'options', CONFERENCE_SELECTOR_LIMIT],
    queryFn: async () => {
      const { conferences } = await apiGet<{ conferences: ConferenceRef[] }>('/api/conferences', { limit: CONFERENCE_SELECTOR_LIMIT, sort: 'recent' });
      return [...conferences].sort((a, b) => a.title.localeCompare(b.title));
    },
  });

export function useConferenceOptions(enabled: boolean) {
  return useQuery({ ...conferenceOptionsQueryOptions(), enabled });
}
