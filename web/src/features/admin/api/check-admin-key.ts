import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { adminHeaders } from '../lib/admin-key';
import { adminKeys } from './admin-keys';

/** True when the server accepts the key (204), false when it refuses it (401). */
export async function checkAdminKey(key: string): Promise<boolean> {
  const res = await fetch('/api/admin/session', { credentials: 'include', headers: adminHeaders(key) });
  if (res.status === 401) return false;
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ''), res.statusText);
  return true;
}

export function adminSessionQueryOptions(key: string) {
  return queryOptions({ queryKey: adminKeys.session(key), queryFn: () => checkAdminKey(key) });
}

export function useAdminSession(key: string | null) {
  return useQuery({ ...adminSessionQueryOptions(key ?? ''), enabled: key !== null });
}
