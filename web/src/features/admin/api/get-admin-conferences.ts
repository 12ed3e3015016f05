import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { Conference } from '@/types/conference';
import { adminHeaders } from '../lib/admin-key';
import { adminKeys } from './admin-keys';

export function getAdminConferences(key: string): Promise<Conference[]> {
  return apiGet<Conference[]>('/api/admin/conferences', undefined, adminHeaders(key));
}

export function adminConferencesQueryOptions(key: string) {
  return queryOptions({ queryKey: adminKeys.conferences(key), queryFn: () => getAdminConferences(key) });
}

export function useAdminConferences(key: string) {
  return useQuery(adminConferencesQueryOptions(key));
}
