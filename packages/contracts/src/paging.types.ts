/**
 * Bounded lists (issue 11): every list a service answers is one page of at most these many rows.
 * Each size is chosen so the largest rows its fields allow, written in 3-byte UTF-8 characters,
 * still fit well inside one NATS message (1 MB); the reply guard of service-kit is only the backstop.
 * Without decorators or Node APIs, so the web app pages with the same numbers.
 */
export const PAGE_SIZES = {
  /** Published reviews of one conference (a review is at most ~5,300 characters). */
  reviews: 10,
  /** Company interests of one conference (at most ~2,300 characters each). */
  interests: 20,
  /** The companies directory (a company is at most ~13,400 characters). */
  companies: 12,
  adminConferences: 50,
  syncReviews: 20,
  adminReviews: 20,
  adminInterests: 50,
  /** A company's pipeline on its profile: SPEC shows at most 10. */
  pipeline: 10,
  /** A company's track record on its profile and in the events list. */
  companyEvents: 20,
} as const;
export type PagedList = keyof typeof PAGE_SIZES;

/** Deepest page any list serves: beyond it OFFSET costs more than any person browses. */
export const MAX_PAGE = 10_000;

/** What a caller may ask of a paged list; missing means page 1 at the list's own size. */
export interface PageRequest {
  page?: number;
  pageSize?: number;
}

/** The paging fields every paged answer carries. */
export interface PageInfo {
  /** 1-based. */
  page: number;
  /** Rows asked for after clamping to the list's maximum (the page itself may hold fewer). */
  pageSize: number;
  /** Rows in the whole list. */
  total: number;
}

/** One page of an admin list over NATS; the gateway answers the rows as an array with paging headers. */
export interface Page<T> extends PageInfo {
  items: T[];
}

/** Headers of the admin list routes, whose body stays the array SPEC fixes. */
export const PAGE_HEADERS = { total: 'x-total-count', page: 'x-page', pageSize: 'x-page-size' } as const;

/** Page and size a service reads: the size clamped to the list's maximum, never trusted from the caller. */
export function pageWindow(request: PageRequest | undefined, list: PagedList): { page: number; pageSize: number; offset: number } {
  const max = PAGE_SIZES[list];
  const page = Math.min(Math.max(1, Math.trunc(request?.page ?? 1)), MAX_PAGE);
  const pageSize = Math.min(Math.max(1, Math.trunc(request?.pageSize ?? max)), max);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** Number of pages of a list (at least 1, so "page 1 of 1" reads right for an empty list). */
export function pageCount(info: Pick<PageInfo, 'pageSize' | 'total'>): number {
  return Math.max(1, Math.ceil(info.total / Math.max(1, info.pageSize)));
}
