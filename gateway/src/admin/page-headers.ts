import type { Response } from 'express';
import { Page, PAGE_HEADERS } from '@confdir/contracts';

/**
 * SPEC fixes the admin lists' body as an array; the service answers one page of it. The rows go
 * out as that array and the paging as headers, so old readers keep working and the dashboard pages.
 */
export async function pageAsArray<T>(res: Response, page: Promise<Page<T>>): Promise<T[]> {
  const { items, page: number, pageSize, total } = await page;
  res.setHeader(PAGE_HEADERS.total, String(total));
  res.setHeader(PAGE_HEADERS.page, String(number));
  res.setHeader(PAGE_HEADERS.pageSize, String(pageSize));
  return items;
}
