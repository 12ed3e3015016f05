import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { CompaniesService } from './companies.service';

export interface FeaturedCompanyConfig {
  slug: string;
  name: string;
}

export const FEATURED_COMPANY = Symbol('FEATURED_COMPANY');

/**
 * The fixed company whose track record the admin form feeds and conference pages badge (SPEC §1).
 * Created once with an ICP; it has no edit token, so only an administrator can change it.
 */
@Injectable()
export class FeaturedCompanySeeder implements OnApplicationBootstrap {
  constructor(
    @Inject(FEATURED_COMPANY) private readonly featured: FeaturedCompanyConfig,
    private readonly companies: CompaniesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const isCrustdata = this.featured.slug === 'crustdata';
    await this.companies.ensureExists(this.featured.slug, {
      name: this.featured.name,
      website: isCrustdata ? 'https://crustdata.com' : null,
      locations: isCrustdata ? 'San Francisco' : null,
      icpSummary: isCrustdata
        ? 'Teams that build on fresh company and people data: sales and recruiting platforms, investors and AI agents that need real-time B2B data through an API.'
        : null,
      targetIndustries: isCrustdata ? 'B2B SaaS, Sales Intelligence, Recruiting Tech, Venture Capital, AI Agents' : null,
      targetTitles: isCrustdata ? 'Founder, CTO, VP Engineering, Head of Data, Head of Product' : null,
      targetCompanySizes: isCrustdata ? '11-50, 51-200, 201-1000' : null,
      targetRegions: isCrustdata ? 'North America, Europe, India' : null,
      targetNotes: isCrustdata ? 'Happy to meet at any conference where we are listed in the track record.' : null,
    });
  }
}
