import { Inject, Injectable } from '@nestjs/common';
import { COMMUNITY_PATTERNS, ConferenceIdQuery, ConferencePageResponse, InterestsResponse, ReviewsResponse } from '@confdir/contracts';
import { ConferencePages } from '../catalog/conference-pages';
import { CompanyProfilesService } from '../companies/company-profiles.service';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';
import { ServiceClient } from '../nats/service-client';
import { ConferenceCompaniesService } from '../recommendations/conference-companies.service';

/**
 * A conference page's first paint in one read. Five reads of their own cost the catalog four lookups of the same
 * conference (by slug for the page and for "who else is going", by id before reviews and before interests) and
 * the gateway five requests of its own renderer; here the conference is read once, as the published one the
 * page is about, and the rest follows from its id. A part that fails fails the whole read: the renderer then
 * reads the parts one by one, and the page shows each failed part's own error state, as it did before.
 */
@Injectable()
export class ConferencePageService {
  constructor(
    private readonly services: ServiceClient,
    private readonly conferences: ConferencePages,
    private readonly companies: ConferenceCompaniesService,
    private readonly profiles: CompanyProfilesService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async page(slug: string): Promise<ConferencePageResponse> {
    const conference = await this.conferences.bySlug(slug);
    const firstPage = { conferenceId: conference.id, page: 1 } satisfies Partial<ConferenceIdQuery>;
    const companySlug = this.config.featuredCompanySlug;
    const [reviews, interests, companies, events] = await Promise.all([
      this.services.send<ReviewsResponse>(COMMUNITY_PATTERNS.listReviews, firstPage),
      this.services.send<InterestsResponse>(COMMUNITY_PATTERNS.listInterests, firstPage),
      this.companies.companiesAt(conference.id),
      this.profiles.eventsAt(conference, companySlug),
    ]);
    return { conference, reviews, interests, companies, featured: { companySlug, events } };
  }
}
