import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { conferenceKeys } from '@/lib/conference-query-keys';
import type { Conference } from '@/types/conference';

export function getConference(slug: string): Promise<Conference> {
  return apiGet<Conference>(`/api/conferences/${encodeURIComponent(slug)}`);
}

export function conferenceQueryOptions(slug: string) {
  return queryOptions({ queryKey: conferenceKeys.detail(slug), queryFn: () => getConference(slug) });
}

export function useConference(slug: string) {
  return useQuery(conferenceQueryOptions(slug));
}
