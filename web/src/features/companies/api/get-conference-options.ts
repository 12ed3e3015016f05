import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONFERENCE_SELECTOR_LIMIT } from '@/config/constants';
import { apiGet } from '@/lib/api-client';
import type { ConferenceRef } from '../types';

/** The conferences offered by the event dialog's selector (SPEC §7: limit=200). */
export const conferenceOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['conferences', 'options', CONFERENCE_SELECTOR_LIMIT],
    queryFn: () => apiGet<{ conferences: ConferenceRef[] }>('/api/conferences', { limit: CONFERENCE_SELECTOR_LIMIT }),
  });

export function useConferenceOptions(enabled: boolean) {
  return useQuery({ ...conferenceOptionsQueryOptions(), enabled });
}
