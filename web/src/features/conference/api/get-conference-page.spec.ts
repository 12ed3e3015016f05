import { QueryClient } from '@tanstack/react-query';
import type { ConferencePageResponse } from '@confdir/contracts/web';
import { FEATURED_COMPANY_SLUG } from '@/config/constants';
import { setApiTransport } from '@/lib/api-client';
import { featuredCompanyEventsQueryOptions } from './company-events';
import { feedbackKey } from './feedback';
import { conferenceCompaniesQueryOptions } from './get-conference-companies';
import { conferenceQueryOptions } from './get-conference';
import { fetchConferencePageInto } from './get-conference-page';

/** The parts as the gateway answers them, cut to what this test looks at. */
const PAGE = {
  conference: { id: 7, slug: 'jsconf', title: 'JSConf' },
  reviews: { reviews: [{ id: 1, body: 'Worth it.' }], total: 1, page: 1, pageSize: 10, avgRating: 4, countsByRole: {} },
  interests: { interests: [], total: 0, page: 1, pageSize: 10, countsByStatus: {} },
  companies: { groups: [], total: 0 },
  featured: { companySlug: FEATURED_COMPANY_SLUG, events: [{ id: 3, role: 'SPONSORED' }] },
} as unknown as ConferencePageResponse;

function serve(body: object, status = 200): string[] {
  const asked: string[] = [];
  setApiTransport(async (url) => {
    asked.push(url);
    return { ok: status < 400, status, statusText: '', json: async () => body, text: async () => JSON.stringify(body) } as Response;
  });
  return asked;
}

describe('fetchConferencePageInto', () => {
  it("puts each part where the page's own query looks for it, from one read", async () => {
    const page = PAGE;
    const asked = serve(page);
    const client = new QueryClient();
    await fetchConferencePageInto(client, 'jsconf');
    expect(asked).toEqual(['/api/conferences/jsconf/page']);
    expect(client.getQueryData(conferenceQueryOptions('jsconf').queryKey)).toEqual(page.conference);
    expect(client.getQueryData(conferenceCompaniesQueryOptions('jsconf').queryKey)).toEqual(page.companies);
    expect(client.getQueryData(feedbackKey('/api/reviews', 7))).toEqual({ pages: [page.reviews], pageParams: [1] });
    expect(client.getQueryData(feedbackKey('/api/interests', 7))).toEqual({ pages: [page.interests], pageParams: [1] });
    expect(client.getQueryData(featuredCompanyEventsQueryOptions(7).queryKey)).toEqual(page.featured.events);
  });

  it("leaves the featured company's badge to its own read when the server features another company", async () => {
    const ours = [{ id: 9, role: 'ATTENDED' }];
    const asked: string[] = [];
    setApiTransport(async (url) => {
      asked.push(url);
      const body = url.startsWith('/api/company-events') ? ours : { ...PAGE, featured: { companySlug: 'someone-else', events: [{ id: 5 }] } };
      return { ok: true, status: 200, statusText: '', json: async () => body, text: async () => JSON.stringify(body) } as Response;
    });
    const client = new QueryClient();
    await fetchConferencePageInto(client, 'jsconf');
    expect(asked).toEqual(['/api/conferences/jsconf/page', `/api/company-events?conferenceId=7&companySlug=${FEATURED_COMPANY_SLUG}`]);
    expect(client.getQueryData(featuredCompanyEventsQueryOptions(7).queryKey)).toEqual(ours);
    expect(client.getQueryData(conferenceQueryOptions('jsconf').queryKey)).toBeDefined();
  });

  it('rejects, filling nothing, when the read fails', async () => {
    serve({ statusCode: 503, error: 'Service Unavailable', message: 'Service unavailable: community' }, 503);
    const client = new QueryClient();
    await expect(fetchConferencePageInto(client, 'jsconf')).rejects.toMatchObject({ status: 503 });
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
