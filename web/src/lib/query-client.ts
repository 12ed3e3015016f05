import { QueryClient, type Query } from '@tanstack/react-query';

/** How long data the page was server-rendered with counts as fresh, so hydration does not fetch it again. */
const SERVER_DATA_FRESH_MS = 30_000;
const bootedAt = Date.now();

/** Only server data predates this script's start; everything fetched here is stale at once (SPEC §9). */
function staleTime(query: Query): number {
  return query.state.dataUpdatedAt < bootedAt ? SERVER_DATA_FRESH_MS : 0;
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
