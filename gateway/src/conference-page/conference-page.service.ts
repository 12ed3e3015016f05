import { Inject, Injectable } from '@nestjs/common';
import { COMMUNITY_PATTERNS, COMPANIES_PATTERNS, ConferenceFeedback, ConferencePageCompanies, ConferencePageCompaniesLookup, ConferencePageResponse, ICP_LIMITS } from '@confdir/contracts';
import { ConferencePages } from '../catalog/conference-pages';
import { withConferences } from '../companies/company-profiles.service';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';
import { ServiceClient } from '../nats/service-client';
import { companyGroups } from '../recommendations/conference-companies.service';

/**
 * A conference page's first paint in one read: three messages, one per service. Its parts as their own reads cost
 * the catalog four lookups of the same conference and the other services five messages and a dozen statements;
 * here the conference is read once, as the published one the page is about, community answers both lists and the
 * companies going at once, and companies its track records with the featured company's entries (it needs the names
 * community gave). A part that fails fails the whole read: the renderer then reads the parts one by one, and the page
 * shows each failed part's own error state.
 */
@Injectable()
export class ConferencePageService {
  constructor(
    private readonly services: ServiceClient,
    private readonly conferences: ConferencePages,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async page(slug: string): Promise<ConferencePageResponse> {
    const conference = await this.conferences.bySlug(slug);
    const limit = ICP_LIMITS.companiesPerConference;
    const feedback = await this.services.send<ConferenceFeedback>(COMMUNITY_PATTERNS.conferenceFeedback, { conferenceId: conference.id, limit });
    const companySlug = this.config.featuredCompanySlug;
    const lookup: ConferencePageCompaniesLookup = { conferenceId: conference.id, limit, names: feedback.going.map((g) => g.companyName).slice(0, limit), companySlug };
    const { events, ...parts } = await this.services.send<ConferencePageCompanies>(COMPANIES_PATTERNS.conferencePage, lookup);
    return {
      conference,
      reviews: feedback.reviews,
      interests: feedback.interests,
      companies: companyGroups(feedback.going, parts),
      featured: { companySlug, events: withConferences(events, new Map([[conference.id, conference]])) },
    };
  }
}
