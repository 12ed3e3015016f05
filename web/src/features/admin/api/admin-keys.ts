/** Query keys of the admin lists; the key is part of them so another key never sees cached data. */
export const adminKeys = {
  all: ['admin'] as const,
  session: (key: string) => ['admin', 'session', key] as const,
  conferences: (key: string) => ['admin', 'conferences', key] as const,
  reviews: (key: string) => ['admin', 'reviews', key] as const,
  interests: (key: string) => ['admin', 'interests', key] as const,
  sources: (key: string) => ['admin', 'sources', key] as const,
  'sync-reviews': (key: string) => ['admin', 'sync-reviews', key] as const,
};
