import { Injectable, Logger } from '@nestjs/common';
import {
  COMMUNITY_PATTERNS,
  COMPANIES_PATTERNS,
  CompanyEventJson,
  CompanyProfileResponse,
  CompanyWithEvents,
  ConferenceSummary,
  ListCompanyEventsQuery,
  PipelineEntry,
  PublicInterest,
} from '@confdir/contracts';
import { orFallback, publishedConferencesById } from '../nats/compose';
import { ServiceClient } from '../nats/service-client';

/** Track-record entries named by their published conferences (`null` for one not among them). */
export function withConferences(events: CompanyEventJson[], conferences: Map<number, ConferenceSummary>): CompanyEventJson[] {
  return events.map((e) => {
    const c = e.conferenceId === null ? undefined : conferences.get(e.conferenceId);
    return { ...e, conference: c ? { id: c.id, title: c.title, slug: c.slug, location: c.location } : null };
  });
}

/**
 * Reads that span services. Companies is the source of truth; community (pipeline) and catalog
 * (conference titles) only decorate, so when they are down the page still answers with less.
 */
@Injectable()
export class CompanyProfilesService {
  private readonly logger = new Logger(CompanyProfilesService.name);

  constructor(private readonly client: ServiceClient) {}

  async profile(slug: string): Promise<CompanyProfileResponse> {
    const { company, events } = await this.client.send<CompanyWithEvents>(COMPANIES_PATTERNS.getBySlug, { slug });
    const interests = await orFallback(this.logger, 'Company page without community', [] as PublicInterest[], () =>
      this.client.send<PublicInterest[]>(COMMUNITY_PATTERNS.interestsByCompany, { companyName: company.name }),
    );
    const conferences = await publishedConferencesById(this.client, this.logger, 'Company page', [...events.map((e) => e.conferenceId), ...interests.map((i) => i.conferenceId)]);
    return {
      company,
      events: withConferences(events, conferences),
      interests: interests.map((i): PipelineEntry => {
        const c = conferences.get(i.conferenceId);
        return {
          id: i.id,
          conferenceId: i.conferenceId,
          conference: c ? { id: c.id, title: c.title, slug: c.slug } : null,
          companyName: i.companyName ?? null,
          status: i.status,
          updatedAt: i.updatedAt,
        };
      }),
    };
  }

  async events(query: ListCompanyEventsQuery): Promise<CompanyEventJson[]> {
    const events = await this.client.send<CompanyEventJson[]>(COMPANIES_PATTERNS.listEvents, query);
    return withConferences(events, await publishedConferencesById(this.client, this.logger, 'Company page', events.map((e) => e.conferenceId)));
  }
}
