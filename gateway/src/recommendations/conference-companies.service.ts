import { Injectable, Logger } from '@nestjs/common';
import {
  CATALOG_PATTERNS,
  COMMUNITY_PATTERNS,
  COMPANIES_PATTERNS,
  Conference,
  ConferenceCompaniesParts,
  ConferenceCompaniesResponse,
  ConferenceCompanyRole,
  CONFERENCE_COMPANY_ROLES,
  ICP_LIMITS,
  InterestedCompany,
} from '@confdir/contracts';
import { publicWrites } from '../common/public-read-cache';
import { ServiceClient } from '../nats/service-client';
import { StaleWhileRevalidate } from '@confdir/service-kit/dist/stale-while-revalidate';

/** Track-record roles and interest statuses → the group a company appears in on the conference page. */
const ROLE_OF: Record<string, ConferenceCompanyRole> = {
  SPONSORED: 'SPONSORING',
  SPONSORING: 'SPONSORING',
  EXHIBITED: 'EXHIBITING',
  SPOKE: 'SPEAKING',
  ATTENDED: 'ATTENDING',
  ATTENDING: 'ATTENDING',
};

/**
 * The conference page's groups: the companies on its track record (with their roles) and those community says are
 * going (with their profile's slug when they have one), one entry per company and group, by name.
 */
export function companyGroups(interested: InterestedCompany[], { attendees, slugs: found }: ConferenceCompaniesParts): ConferenceCompaniesResponse {
  const slugs = new Map(found.map((f) => [f.name.trim().toLowerCase(), f.slug]));
  const groups = new Map<ConferenceCompanyRole, Map<string, { name: string; slug: string | null }>>();
  const add = (role: ConferenceCompanyRole | undefined, name: string, companySlug: string | null) => {
    if (!role) return;
    const group = groups.get(role) ?? new Map<string, { name: string; slug: string | null }>();
    const key = name.trim().toLowerCase();
    if (!group.has(key) || (companySlug && !group.get(key)?.slug)) group.set(key, { name, slug: companySlug });
    groups.set(role, group);
  };
  for (const a of attendees) add(ROLE_OF[a.role], a.companyName, a.companySlug);
  for (const i of interested) add(ROLE_OF[i.status], i.companyName, slugs.get(i.companyName.trim().toLowerCase()) ?? null);
  const ordered = CONFERENCE_COMPANY_ROLES.filter((role) => groups.has(role)).map((role) => ({
    role,
    companies: [...(groups.get(role)?.values() ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
  }));
  return { groups: ordered, total: ordered.reduce((sum, g) => sum + g.companies.length, 0) };
}

/** A slug names the same conference for good; after a write through this gateway (an unpublish) it is asked again. */
const ID_TTL_MS = 600_000;
/** ~100 bytes each: ≈ 2 MB. */
const ID_ENTRIES = 20_000;

/**
 * "Who else is going": companies that marked a conference attending or sponsoring (community), then
 * in one message the companies on its track record and which of community's names have a profile
 * (companies service). Each source is bounded; a source that is down leaves its part out rather than
 * failing. Which conference a slug names comes from catalog once per 10 minutes: asked on every
 * request, that lookup was a third of the call's messages and read the whole conference for its id.
 */
@Injectable()
export class ConferenceCompaniesService {
  private readonly logger = new Logger(ConferenceCompaniesService.name);

  private readonly ids = new StaleWhileRevalidate<number>({ freshMs: ID_TTL_MS, staleMs: ID_TTL_MS, maxEntries: ID_ENTRIES, metric: 'conference_ids' });

  constructor(private readonly client: ServiceClient) {}

  async companies(slug: string): Promise<ConferenceCompaniesResponse> {
    return this.companiesAt(await this.conferenceId(slug));
  }

  private async companiesAt(conferenceId: number): Promise<ConferenceCompaniesResponse> {
    const query = { conferenceId, limit: ICP_LIMITS.companiesPerConference };
    const interested = await this.optional('community', [] as InterestedCompany[], () =>
      this.client.send<InterestedCompany[]>(COMMUNITY_PATTERNS.companiesGoing, query),
    );
    const names = interested.map((i) => i.companyName).slice(0, ICP_LIMITS.companiesPerConference);
    const parts = await this.optional('companies', { attendees: [], slugs: [] } as ConferenceCompaniesParts, () =>
      this.client.send<ConferenceCompaniesParts>(COMPANIES_PATTERNS.conferenceCompanies, { ...query, names }),
    );
    return companyGroups(interested, parts);
  }

  /**
   * The published conference's id (catalog answers NOT_FOUND for any other slug, and that is not kept).
   * Keyed by the gateway's write count, as ranked pages are: after a write the old entries are never read.
   */
  private async conferenceId(slug: string): Promise<number> {
    return this.ids.get(`${publicWrites.generation}|${slug}`, async () => (await this.client.send<Conference>(CATALOG_PATTERNS.getBySlug, { slug })).id);
  }

  private async optional<T>(what: string, fallback: T, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      this.logger.warn(`Who else is going without ${what}: ${err instanceof Error ? err.message : String(err)}`);
      return fallback;
    }
  }
}
