import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { conferenceKeys } from '@/lib/conference-query-keys';
import { discoveryApiQuery, type DiscoveryFilterState } from '@/lib/discovery-filters';
import type { Conference } from '@/types/conference';

export interface OpenCfpsResponse {
  conferences: Conference[];
  total: number;
  page: number;
  totalPages: number;
}

/** GET /api/cfps: open calls for papers, soonest deadline first. */
export function getOpenCfps(filters: DiscoveryFilterState, page: number): Promise<OpenCfpsResponse> {
  return apiGet<OpenCfpsResponse>('/api/cfps', { ...discoveryApiQuery({ ...filters, cfpOpen: false }), page });
}

export function openCfpsQueryOptions(filters: DiscoveryFilterState, page: number) {
  return queryOptions({ queryKey: conferenceKeys.list({ cfps: true, ...filters, page }), queryFn: () => getOpenCfps(filters, page) });
}

export function useOpenCfps(filters: DiscoveryFilterState, page: number) {
  return useQuery({ ...openCfpsQueryOptions(filters, page), placeholderData: keepPreviousData });
}
