import { QueryClient } from '@tanstack/react-query';

/** SPEC §9: data is always stale, no refetch on focus, no polling, no retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 0, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
