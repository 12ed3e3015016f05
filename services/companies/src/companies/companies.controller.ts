import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AuthorizeCompanyPayload,
  COMPANIES_PATTERNS,
  CompanyEventJson,
  CompanyInput,
  ConferenceCompaniesLookup,
  ConferencePageCompanies,
  ConferencePageCompaniesLookup,
  ConferenceCompaniesParts,
  CompanyJson,
  CompanyListResponse,
  CompanySlugPayload,
  CompanyWithEvents,
  CompanyWithPeers,
  CreateCompanyEventPayload,
  CreatedCompany,
  DeleteCompanyEventPayload,
  ListCompanyEventsQuery,
  PageQuery,
  SimilarCompaniesQuery,
  UpdateCompanyEventPayload,
  UpdateCompanyPayload,
} from '@confdir/contracts';
import { ServiceError } from '@confdir/service-kit';
import { CompaniesService } from './companies.service';
import { CompanyEventsService } from './company-events.service';
import { toCompanyJson } from './company-json';
import { IcpPeersService } from './icp-peers.service';

@Controller()
export class CompaniesController {
  constructor(
    private readonly companies: CompaniesService,
    private readonly events: CompanyEventsService,
    private readonly peers: IcpPeersService,
  ) {}

  @MessagePattern(COMPANIES_PATTERNS.list)
  list(@Payload() query: PageQuery): Promise<CompanyListResponse> {
    return this.companies.list(query);
  }

  @MessagePattern(COMPANIES_PATTERNS.getBySlug)
  async getBySlug(@Payload() { slug }: CompanySlugPayload): Promise<CompanyWithEvents> {
    const company = await this.companies.getBySlug(slug);
    return { company: toCompanyJson(company), events: await this.events.list({ companySlug: company.slug }) };
  }

  @MessagePattern(COMPANIES_PATTERNS.create)
  create(@Payload() input: CompanyInput): Promise<CreatedCompany> {
    return this.companies.create(input);
  }

  @MessagePattern(COMPANIES_PATTERNS.update)
  update(@Payload() { slug, company, auth }: UpdateCompanyPayload): Promise<CompanyJson> {
    return this.companies.update(slug, company, auth);
  }

  @MessagePattern(COMPANIES_PATTERNS.authorize)
  async authorize(@Payload() { companySlug, eventId, auth }: AuthorizeCompanyPayload): Promise<{ companySlug: string }> {
    if (eventId !== undefined) return { companySlug: (await this.events.authorize(eventId, auth)).company.slug };
    if (companySlug !== undefined) return { companySlug: (await this.companies.authorize(companySlug, auth)).slug };
    throw ServiceError.validation('companySlug or eventId is required');
  }

  @MessagePattern(COMPANIES_PATTERNS.createEvent)
  createEvent(@Payload() { companySlug, event, auth }: CreateCompanyEventPayload): Promise<CompanyEventJson> {
    return this.events.create(companySlug, event, auth);
  }

  @MessagePattern(COMPANIES_PATTERNS.updateEvent)
  updateEvent(@Payload() { id, event, auth }: UpdateCompanyEventPayload): Promise<CompanyEventJson> {
    return this.events.update(id, event, auth);
  }

  @MessagePattern(COMPANIES_PATTERNS.deleteEvent)
  deleteEvent(@Payload() { id, auth }: DeleteCompanyEventPayload): Promise<{ id: number }> {
    return this.events.remove(id, auth);
  }

  @MessagePattern(COMPANIES_PATTERNS.listEvents)
  listEvents(@Payload() query: ListCompanyEventsQuery): Promise<CompanyEventJson[]> {
    return this.events.list(query);
  }

  @MessagePattern(COMPANIES_PATTERNS.similar)
  async similar(@Payload() { slug, limit }: SimilarCompaniesQuery): Promise<CompanyWithPeers> {
    const { id, company, events } = await this.peers.icpWithEvents(slug);
    return { company, events, peers: await this.peers.similar(id, company, limit) };
  }

  @MessagePattern(COMPANIES_PATTERNS.conferenceCompanies)
  conferenceCompanies(@Payload() { conferenceId, limit, names }: ConferenceCompaniesLookup): Promise<ConferenceCompaniesParts> {
    return this.peers.conferenceCompanies(conferenceId, limit, names);
  }

  @MessagePattern(COMPANIES_PATTERNS.conferencePage)
  async conferencePage(@Payload() { conferenceId, limit, names, companySlug }: ConferencePageCompaniesLookup): Promise<ConferencePageCompanies> {
    const [parts, events] = await Promise.all([this.peers.conferenceCompanies(conferenceId, limit, names), this.events.list({ conferenceId, companySlug })]);
    return { ...parts, events };
  }
}
