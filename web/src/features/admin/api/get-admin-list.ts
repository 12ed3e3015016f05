import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_HEADERS, type PageInfo } from '@confdir/contracts/web';
import { ApiError, buildUrl } from '@/lib/api-client';
import { adminHeaders } from '../lib/admin-key';
import { adminKeys } from './admin-keys';

export type AdminList = 'conferences' | 'reviews' | 'interests' | 'sync-reviews';

/** One page of an admin list: the body is SPEC's array, the paging comes in headers (issue 11). */
export interface AdminPage<T> extends PageInfo {
  items: T[];
}

export async function getAdminList<T>(list: AdminList, key: string, page: number): Promise<AdminPage<T>> {
  const res = await fetch(buildUrl(`/api/admin/${list}`, { page }), { credentials: 'include', headers: adminHeaders(key) });
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ''), res.statusText);
  const items = (await res.json()) as T[];
  const header = (name: string, fallback: number) => Number(res.headers.get(name) ?? fallback) || fallback;
  return { items, page: header(PAGE_HEADERS.page, page), pageSize: header(PAGE_HEADERS.pageSize, items.length), total: header(PAGE_HEADERS.total, items.length) };
}

export function adminListQueryOptions<T>(list: AdminList, key: string, page: number) {
  return queryOptions({
    queryKey: [...adminKeys[list](key), page],
    queryFn: () => getAdminList<T>(list, key, page),
    // The table keeps showing the page it has while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useAdminList<T>(list: AdminList, key: string, page: number) {
  return useQuery(adminListQueryOptions<T>(list, key, page));
}
