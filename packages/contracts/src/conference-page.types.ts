import type { Conference } from './catalog.types';
import type { InterestsResponse, ReviewsResponse } from './community.types';
import type { CompanyEventJson } from './companies.types';
import type { ConferenceCompaniesResponse } from './icp';

/**
 * GET /api/conferences/:slug/page: what a conference page shows on first paint, in one read. Each part is what
 * its own endpoint answers (the conference, the first page of reviews and of interests, who else is going, the
 * featured company's track record there), so the page's queries are filled from it as from five reads.
 */
export interface ConferencePageResponse {
  conference: Conference;
  reviews: ReviewsResponse;
  interests: InterestsResponse;
  companies: ConferenceCompaniesResponse;
  /** FEATURED_COMPANY_SLUG's entries at this conference (GET /api/company-events?conferenceId=&companySlug=). */
  featured: { companySlug: string; events: CompanyEventJson[] };
}
