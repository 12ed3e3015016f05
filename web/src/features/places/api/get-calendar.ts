import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarResponse } from '@confdir/contracts/web';
import { apiGet } from '@/lib/api-client';
import { toApiQuery, type BrowseFilters } from '@/lib/listing-filters';

/** A month of the calendar (GET /api/calendar?month=YYYY-MM) for the listing's filters, its date range left out. */
export function calendarQueryOptions(month: string, filters: BrowseFilters) {
  const { page: _page, sort: _sort, from: _from, to: _to, ...query } = toApiQuery(filters);
  return queryOptions({ queryKey: ['places', 'calendar', month, query] as const, queryFn: () => apiGet<CalendarResponse>('/api/calendar', { ...query, month }) });
}

export const useCalendar = (month: string, filters: BrowseFilters) => useQuery(calendarQueryOptions(month, filters));
