/** How the companies list (`/companies`) reads its URL query (see listing-query.ts). */

/**
 * "Show more" on /companies is a link to `/companies?page=N`: the first N pages, appended (SPEC), so it
 * works without JavaScript. The server renders at most this many (12 companies each).
 */
export const MAX_SERVER_PAGES = 10;

/** How many pages of /companies `?page=` asks for: a whole number from 1; anything else is 1. */
export function readShownPages(search: URLSearchParams): number {
  const pages = Number(search.get('page'));
  return Number.isSafeInteger(pages) && pages > 1 ? pages : 1;
}
