import { QueryClient, type Query } from '@tanstack/react-query';

/** How long data the page was server-rendered with counts as fresh, so hydration does not fetch it again. */
const SERVER_DATA_FRESH_MS = 30_000;
const bootedAt = Date.now();

/** When the server's data counts as fetched: just before this script started (the page's data is dated by the browser, ssr-state.ts). */
export const SERVER_DATA_AT = bootedAt - 1;

/**
 * Whether this document came out of the browser's HTTP cache (pages may be kept PAGE_MAX_AGE seconds)
 * rather than from the network just now: its data may then be older than the server's copy, e.g. a
 * review hidden by a moderator since, so it is fetched again instead of trusted.
 */
function documentFromBrowserCache(): boolean {
  const [navigation] = (globalThis.performance?.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return navigation !== undefined && navigation.transferSize === 0 && navigation.decodedBodySize > 0;
}

const serverDataFreshMs = documentFromBrowserCache() ? 0 : SERVER_DATA_FRESH_MS;

/** Only server data predates this script's start; everything fetched here is stale at once (SPEC §9). */
function staleTime(query: Query): number {
  return query.state.dataUpdatedAt < bootedAt ? serverDataFreshMs : 0;
}

/** SPEC §9: data is always stale (but for server-rendered data, above), no refetch on focus, no polling, no retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
