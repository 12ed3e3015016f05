import type { QueryClient } from '@tanstack/react-query';
import type { ConferencePageResponse } from '@confdir/contracts/web';
import { FEATURED_COMPANY_SLUG } from '@/config/constants';
import { apiGet } from '@/lib/api-client';
import { featuredCompanyEventsQueryOptions } from './company-events';
import { feedbackKey } from './feedback';
import { conferenceCompaniesQueryOptions } from './get-conference-companies';
import { conferenceQueryOptions } from './get-conference';

/**
 * GET /api/conferences/:slug/page, the server render's one read of a conference page: each part goes where the
 * page's own query looks for it, as if that query had read its endpoint. Rejects as apiGet does (a 404 when the
 * conference is not published).
 */
export async function fetchConferencePageInto(client: QueryClient, slug: string): Promise<void> {
  const page = await apiGet<ConferencePageResponse>(`/api/conferences/${encodeURIComponent(slug)}/page`);
  const id = page.conference.id;
  client.setQueryData(conferenceQueryOptions(slug).queryKey, page.conference);
  client.setQueryData(conferenceCompaniesQueryOptions(slug).queryKey, page.companies);
  client.setQueryData(feedbackKey('/api/reviews', id), { pages: [page.reviews], pageParams: [1] });
  client.setQueryData(feedbackKey('/api/interests', id), { pages: [page.interests], pageParams: [1] });
  const featured = featuredCompanyEventsQueryOptions(id);
  if (page.featured.companySlug === FEATURED_COMPANY_SLUG) client.setQueryData(featured.queryKey, page.featured.events);
  // A server configured with another featured company than this build's: the badge reads its own (a failure stays in the cache).
  else await client.prefetchQuery(featured);
}
