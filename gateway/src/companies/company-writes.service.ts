import { BadRequestException, Injectable } from '@nestjs/common';
import {
  CATALOG_PATTERNS,
  COMPANIES_PATTERNS,
  CompanyAuth,
  CompanyEventInput,
  CompanyEventJson,
  CompanyInput,
  CompanyJson,
  ConferenceSummary,
  conferenceChoiceError,
  CreatedCompany,
} from '@confdir/contracts';
import { ServiceClient } from '../nats/service-client';
import { UploadVerifier } from '../media/upload-verifier';

/**
 * Every change to a company or its track record, in the order that keeps side effects safe:
 * shape, then permission, then referenced conference, then uploads, then the write.
 * Exported so the admin routes add events through the same checks.
 */
@Injectable()
export class CompanyWritesService {
  constructor(
    private readonly client: ServiceClient,
    private readonly uploads: UploadVerifier,
  ) {}

  async createCompany(input: CompanyInput): Promise<CreatedCompany> {
    await this.uploads.verifyLogo(input.logoUrl);
    return this.client.send<CreatedCompany>(COMPANIES_PATTERNS.create, input);
  }

  async updateCompany(slug: string, input: CompanyInput, auth: CompanyAuth): Promise<CompanyJson> {
    await this.client.send(COMPANIES_PATTERNS.authorize, { companySlug: slug, auth });
    await this.uploads.verifyLogo(input.logoUrl);
    return this.client.send<CompanyJson>(COMPANIES_PATTERNS.update, { slug, company: input, auth });
  }

  async createEvent(companySlug: string, event: CompanyEventInput, auth: CompanyAuth): Promise<CompanyEventJson> {
    this.assertConferenceChoice(event);
    await this.client.send(COMPANIES_PATTERNS.authorize, { companySlug, auth });
    await this.prepareEvent(event);
    return this.client.send<CompanyEventJson>(COMPANIES_PATTERNS.createEvent, { companySlug, event, auth });
  }

  async updateEvent(id: number, event: CompanyEventInput, auth: CompanyAuth): Promise<CompanyEventJson> {
    this.assertConferenceChoice(event);
    await this.client.send(COMPANIES_PATTERNS.authorize, { eventId: id, auth });
    await this.prepareEvent(event);
    return this.client.send<CompanyEventJson>(COMPANIES_PATTERNS.updateEvent, { id, event, auth });
  }

  async deleteEvent(id: number, auth: CompanyAuth): Promise<void> {
    await this.client.send(COMPANIES_PATTERNS.deleteEvent, { id, auth });
  }

  private assertConferenceChoice(event: CompanyEventInput): void {
    const error = conferenceChoiceError(event);
    if (error) throw new BadRequestException(error);
  }

  private async prepareEvent(event: CompanyEventInput): Promise<void> {
    if (event.conferenceId !== undefined && event.conferenceId !== null) {
      const found = await this.client.send<ConferenceSummary[]>(CATALOG_PATTERNS.getByIds, { ids: [event.conferenceId] });
      if (!found.some((c) => c.id === event.conferenceId)) throw new BadRequestException('Conference not found');
    }
    await this.uploads.verifyPhotos(event.photoUrls);
  }
}
