/**
 * Query keys of conference data, shared so a submission or a vote in one feature can refresh
 * the lists another feature shows (SPEC §4).
 */
export const conferenceKeys = {
  all: ['conferences'] as const,
  list: (filters: Record<string, unknown>) => ['conferences', 'list', filters] as const,
  detail: (slug: string) => ['conferences', 'detail', slug] as const,
};

export const topKeys = {
  all: ['top'] as const,
  quarter: (quarter: string, type: string, limit: number) => ['top', quarter, type, limit] as const,
};
