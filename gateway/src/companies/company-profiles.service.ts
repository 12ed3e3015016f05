import { Injectable, Logger } from '@nestjs/common';
import {
  CATALOG_PATTERNS,
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
import { ServiceClient } from '../nats/service-client';

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
    const interests = await this.optional('community', [] as PublicInterest[], () =>
      this.client.send<PublicInterest[]>(COMMUNITY_PATTERNS.interestsByCompany, { companyName: company.name }),
    );
    const conferences = await this.conferencesById([...events.map((e) => e.conferenceId), ...interests.map((i) => i.conferenceId)]);
    return {
      company,
      events: this.withConferences(events, conferences),
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
    return this.withConferences(events, await this.conferencesById(events.map((e) => e.conferenceId)));
  }

  private withConferences(events: CompanyEventJson[], conferences: Map<number, ConferenceSummary>): CompanyEventJson[] {
    return events.map((e) => {
      const c = e.conferenceId === null ? undefined : conferences.get(e.conferenceId);
      return { ...e, conference: c ? { id: c.id, title: c.title, slug: c.slug, location: c.location } : null };
    });
  }

  /** One batch call for every id; hidden conferences stay unnamed so moderated content does not resurface. */
  private async conferencesById(ids: (number | null)[]): Promise<Map<number, ConferenceSummary>> {
    const unique = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
    if (!unique.length) return new Map();
    const found = await this.optional('catalog', [] as ConferenceSummary[], () =>
      this.client.send<ConferenceSummary[]>(CATALOG_PATTERNS.getByIds, { ids: unique }),
    );
    return new Map(found.filter((c) => c.status === 'published').map((c) => [c.id, c]));
  }

  private async optional<T>(service: string, fallback: T, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      this.logger.warn(`Company page without ${service}: ${err instanceof Error ? err.message : String(err)}`);
      return fallback;
    }
  }
}
