import type { PageKind } from '@confdir/contracts';

/**
 * The pages a shared cache (the nginx in front, a CDN) may keep: the public reading pages and the 404 page.
 * The forms and the admin page are the client-side app (their server HTML is a static frame, revalidated by
 * ETag), nothing a shared cache needs to hold.
 */
export const SHARED_PAGE_KINDS: ReadonlySet<PageKind> = new Set<PageKind>([
  'top',
  'upcoming',
  'cfp',
  'conference',
  'companies',
  'company',
  'topic',
  'country',
  'city',
  'map',
  'calendar',
  'not-found',
]);

/**
 * A public page: the same bytes for every visitor. Browsers and shared caches keep it `maxAge` seconds, and a
 * shared cache may give it for as long again while it fetches a newer copy in the background. A write thus
 * shows in a shared cache within 2 × maxAge, and in a browser that kept the page within 3 × maxAge (nginx
 * sends no Age header, so a browser counts its max-age from when it got the copy).
 */
export function pageCacheControl(maxAge: number): string {
  return `public, max-age=${maxAge}, s-maxage=${maxAge}, stale-while-revalidate=${maxAge}`;
}

/**
 * Not for shared caches, and revalidated by browsers before reuse: the app pages, a page whose data failed to
 * load, the unrendered shell, and redirects (a redirect kept per spelling would be a cache entry per variant).
 */
export const NOT_SHARED = 'private, no-cache';
