/** One slot of the pager: a page number or a gap. */
export type PageSlot = number | 'ellipsis';

/**
 * Page numbers to show (SPEC §9): every page when there are 5 or fewer; near the start
 * 1,2,3,4,…,last; from page last-2 on 1,…,last-3..last; otherwise 1,…,p-1,p,p+1,…,last.
 */
export function pageSlots(page: number, totalPages: number): PageSlot[] {
  if (totalPages <= 0) return [];
  if (totalPages <= 5) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const last = totalPages;
  const p = Math.min(Math.max(1, Math.trunc(page)), last);
  if (p <= 3) return [1, 2, 3, 4, 'ellipsis', last];
  if (p >= last - 2) return [1, 'ellipsis', last - 3, last - 2, last - 1, last];
  return [1, 'ellipsis', p - 1, p, p + 1, 'ellipsis', last];
}
