import { queryOptions, useQuery } from '@tanstack/react-query';
import { FEATURED_COMPANY_SLUG } from '@/config/constants';
import { apiGet } from '@/lib/api-client';

/** A track-record entry as the conference page's badge needs it. */
export interface FeaturedCompanyEvent {
  id: number;
  companySlug: string;
  conferenceId: number | null;
  role: string;
  rating: number | null;
  year: number | null;
}

export const featuredCompanyEventsQueryOptions = (conferenceId: number) =>
  queryOptions({
    queryKey: ['company-events', FEATURED_COMPANY_SLUG, conferenceId],
    queryFn: () => apiGet<FeaturedCompanyEvent[]>('/api/company-events', { conferenceId, companySlug: FEATURED_COMPANY_SLUG }),
  });

export function useFeaturedCompanyEvents(conferenceId: number) {
  return useQuery(featuredCompanyEventsQueryOptions(conferenceId));
}
