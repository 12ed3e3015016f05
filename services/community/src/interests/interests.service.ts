import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  AdminInterest,
  CreateInterestDto,
  CreateInterestResult,
  INTEREST_STATUSES,
  InterestsResponse,
  InterestStatus,
  Page,
  PageRequest,
  pageWindow,
  PublicInterest,
} from '@confdir/contracts';
import { ServiceError } from '@confdir/service-kit';
import { FeedbackCounter } from '../feedback/feedback-counts';
import { adminPage, feedbackPage } from '../feedback/feedback-page';
import { Interest } from './interest.entity';

/** Who an interest without a company name speaks for (FEATURED_COMPANY_NAME). */
export const FEATURED_COMPANY_NAME = Symbol('FEATURED_COMPANY_NAME');

/** The public shape: the contact e-mail is for administrators only. */
export function toPublicInterest(i: Interest): PublicInterest {
  return {
    id: i.id,
    conferenceId: i.conferenceId,
    companyName: i.companyName,
    status: i.status,
    comment: i.comment,
    submittedBy: i.submittedBy,
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
  };
}

export function toAdminInterest(i: Interest): AdminInterest {
  return { ...toPublicInterest(i), contactEmail: i.contactEmail };
}

interface InterestRow {
  id: number;
  conference_id: number;
  company_name: string;
  status: InterestStatus;
  comment: string | null;
  submitted_by: string | null;
  contact_email: string | null;
  created_at: Date;
  updated_at: Date;
  inserted: boolean;
}

const NEWEST_UPDATE_FIRST = { updatedAt: 'DESC', id: 'DESC' } as const;

/** Per conference and status its interests. */
const STATUS_COUNTS = {
  name: 'community-interests-counts',
  text: `SELECT conference_id, status AS key, count(*)::int AS n
           FROM community.interests WHERE conference_id = ANY($1::int[])
          GROUP BY conference_id, status`,
};

@Injectable()
export class InterestsService {
  private readonly counter: FeedbackCounter<InterestStatus>;

  constructor(
    @InjectRepository(Interest) private readonly interests: Repository<Interest>,
    @Inject(FEATURED_COMPANY_NAME) private readonly featuredCompanyName: string,
  ) {
    this.counter = new FeedbackCounter(interests.manager.connection, STATUS_COUNTS, INTEREST_STATUSES);
  }

  /** One page of a conference's interests; the counts cover all of them. */
  async listForConference(conferenceId: number, request?: PageRequest): Promise<InterestsResponse> {
    const { page, pageSize, offset } = pageWindow(request, 'interests');
    const list = await feedbackPage(this.interests, this.counter, { conferenceId, where: { conferenceId }, order: NEWEST_UPDATE_FIRST, window: { offset, pageSize } });
    return { interests: list.rows.map(toPublicInterest), countsByStatus: list.counts, page, pageSize, total: list.total };
  }

  /**
   * One statement, so two people marking the same company at the same moment still leave one
   * entry: the unique index on (conference_id, lower(company_name)) turns the second into an update.
   */
  async mark(dto: CreateInterestDto): Promise<CreateInterestResult> {
    const companyName = dto.companyName || this.featuredCompanyName;
    const rows: InterestRow[] = await this.interests.query(
      `INSERT INTO community.interests (conference_id, company_name, status, comment, submitted_by, contact_email)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (conference_id, lower(company_name)) DO UPDATE SET
         company_name = EXCLUDED.company_name,
         status = EXCLUDED.status,
         comment = EXCLUDED.comment,
         submitted_by = EXCLUDED.submitted_by,
         contact_email = EXCLUDED.contact_email,
         updated_at = clock_timestamp()
       RETURNING *, (xmax = 0) AS inserted`,
      [dto.conferenceId, companyName, dto.status, dto.comment ?? null, dto.submittedBy ?? null, dto.contactEmail ?? null],
    );
    const row = rows[0];
    return { interest: toPublicInterest(fromRow(row)), created: row.inserted };
  }

  /** A company's pipeline: its most recently updated interests, PAGE_SIZES.pipeline at most. */
  async byCompany(companyName: string, request?: PageRequest): Promise<PublicInterest[]> {
    const { pageSize, offset } = pageWindow(request, 'pipeline');
    const rows = await this.interests
      .createQueryBuilder('i')
      .where('lower(i.company_name) = lower(:companyName)', { companyName })
      .orderBy('i.updated_at', 'DESC')
      .addOrderBy('i.id', 'DESC')
      .offset(offset)
      .limit(pageSize)
      .getMany();
    return rows.map(toPublicInterest);
  }

  async adminList(request?: PageRequest): Promise<Page<AdminInterest>> {
    const { page, pageSize, offset } = pageWindow(request, 'adminInterests');
    const { rows, total } = await adminPage(this.interests, NEWEST_UPDATE_FIRST, { offset, pageSize });
    return { items: rows.map(toAdminInterest), page, pageSize, total };
  }

  async setStatus(id: number, status: InterestStatus): Promise<AdminInterest> {
    const interest = await this.interests.findOneBy({ id });
    if (!interest) throw ServiceError.notFound('Interest not found');
    interest.status = status;
    return toAdminInterest(await this.interests.save(interest));
  }

  async remove(id: number): Promise<{ deleted: true }> {
    const result = await this.interests.delete({ id });
    if (!result.affected) throw ServiceError.notFound('Interest not found');
    return { deleted: true };
  }
}

function fromRow(row: InterestRow): Interest {
  return Object.assign(new Interest(), {
    id: row.id,
    conferenceId: row.conference_id,
    companyName: row.company_name,
    status: row.status,
    comment: row.comment,
    submittedBy: row.submitted_by,
    contactEmail: row.contact_email,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
}
