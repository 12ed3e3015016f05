import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  CompanyAuth,
  CompanyEventInput,
  CompanyEventJson,
  conferenceChoiceError,
  ListCompanyEventsQuery,
  PAGE_SIZES,
} from '@confdir/contracts';
import { ServiceError } from '@confdir/service-kit';
import { CompanyEvent } from './company-event.entity';
import { assertCanEdit } from './company-access';
import { toEventJson } from './company-json';
import { CompaniesService } from './companies.service';
import { IcpPool } from './icp-pool';

const EVENT_NOT_FOUND = 'Event not found';

function eventFields(input: CompanyEventInput): Partial<CompanyEvent> {
  const error = conferenceChoiceError(input);
  if (error) throw ServiceError.validation(error);
  return {
    conferenceId: input.conferenceId ?? null,
    customConferenceName: input.customConferenceName ?? null,
    location: input.location ?? null,
    role: input.role ?? 'ATTENDED',
    rating: input.rating ?? null,
    year: input.year ?? null,
    month: input.month ?? null,
    outcomes: input.outcomes ?? null,
    notes: input.notes ?? null,
    caseStudyUrl: input.caseStudyUrl ?? null,
    photoUrls: input.photoUrls?.length ? input.photoUrls : null,
    status: input.status ?? 'published',
  };
}

@Injectable()
export class CompanyEventsService {
  constructor(
    @InjectRepository(CompanyEvent) private readonly events: Repository<CompanyEvent>,
    private readonly companies: CompaniesService,
    private readonly icpPool: IcpPool,
  ) {}

  /** Newest first by the event's own year and month; undated events last; PAGE_SIZES.companyEvents at most. */
  async list(filter: ListCompanyEventsQuery): Promise<CompanyEventJson[]> {
    const qb = this.events.createQueryBuilder('e').innerJoinAndSelect('e.company', 'c');
    if (filter.conferenceId !== undefined) qb.andWhere('e.conferenceId = :conferenceId', { conferenceId: filter.conferenceId });
    if (filter.companySlug) qb.andWhere('c.slug = :slug', { slug: filter.companySlug });
    const rows = await qb
      .orderBy('e.year', 'DESC', 'NULLS LAST')
      .addOrderBy('e.month', 'DESC', 'NULLS LAST')
      .addOrderBy('e.createdAt', 'DESC')
      .addOrderBy('e.id', 'DESC')
      // LIMIT, not take(): the join is many-to-one (one company per event), so rows are not multiplied,
      // and take() with a join costs an extra DISTINCT query to page on event ids.
      .limit(PAGE_SIZES.companyEvents)
      .getMany();
    return rows.map((e) => toEventJson(e, e.company.slug));
  }

  async create(companySlug: string, input: CompanyEventInput, auth: CompanyAuth): Promise<CompanyEventJson> {
    const fields = eventFields(input);
    const company = await this.companies.authorize(companySlug, auth);
    const saved = await this.events.save(this.events.create({ ...fields, companyId: company.id }));
    // The pool keeps peers' events (similar companies).
    this.icpPool.forget();
    return toEventJson(saved, company.slug);
  }

  async update(id: number, input: CompanyEventInput, auth: CompanyAuth): Promise<CompanyEventJson> {
    const fields = eventFields(input);
    const event = await this.authorize(id, auth);
    await this.events.update({ id }, fields);
    this.icpPool.forget();
    const saved = await this.events.findOneByOrFail({ id });
    return toEventJson(saved, event.company.slug);
  }

  async remove(id: number, auth: CompanyAuth): Promise<{ id: number }> {
    await this.authorize(id, auth);
    await this.events.delete({ id });
    this.icpPool.forget();
    return { id };
  }

  /** 404 for an unknown event, 403 unless the caller may edit its company. */
  async authorize(id: number, auth: CompanyAuth): Promise<CompanyEvent> {
    const event = await this.events
      .createQueryBuilder('e')
      .innerJoinAndSelect('e.company', 'c')
      .addSelect('c.editTokenHash')
      .where('e.id = :id', { id })
      .getOne();
    if (!event) throw ServiceError.notFound(EVENT_NOT_FOUND);
    assertCanEdit(event.company.editTokenHash, auth);
    return event;
  }
}
