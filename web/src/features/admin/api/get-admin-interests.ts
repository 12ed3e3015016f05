import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { adminHeaders } from '../lib/admin-key';
import type { AdminInterest } from '../types';
import { adminKeys } from './admin-keys';

export function getAdminInterests(key: string): Promise<AdminInterest[]> {
  return apiGet<AdminInterest[]>('/api/admin/interests', undefined, adminHeaders(key));
}

export function adminInterestsQueryOptions(key: string) {
  return queryOptions({ queryKey: adminKeys.interests(key), queryFn: () => getAdminInterests(key) });
}

export function useAdminInterests(key: string) {
  return useQuery(adminInterestsQueryOptions(key));
}
