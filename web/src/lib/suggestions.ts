import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { SuggestResponse } from '@confdir/contracts/web';

/** GET /api/suggest for what the visitor is typing; nothing is asked under 2 characters. */
export function useSuggestions(q: string) {
  return useQuery({
    queryKey: ['suggest', q],
    queryFn: () => apiGet<SuggestResponse>('/api/suggest', { q }),
    enabled: q.length >= 2,
    staleTime: 30_000,
  });
}
