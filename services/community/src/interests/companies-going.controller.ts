import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { COMMUNITY_PATTERNS, ConferenceCompaniesQuery, InterestedCompany } from '@confdir/contracts';
import { preparedQuery } from '@confdir/service-kit';
import { Interest } from './interest.entity';

/**
 * "Who else is going": the companies that marked a conference ATTENDING or SPONSORING. The unique
 * (conference_id, lower(company_name)) index already keeps one entry per company; it also finds them.
 */
@Controller()
export class CompaniesGoingController {
  constructor(@InjectRepository(Interest) private readonly interests: Repository<Interest>) {}

  @MessagePattern(COMMUNITY_PATTERNS.companiesGoing)
  async going(@Payload() { conferenceId, limit }: ConferenceCompaniesQuery): Promise<InterestedCompany[]> {
    const rows = await preparedQuery<{ company_name: string; status: string }>(
      this.interests.manager.connection,
      'community-companies-going',
      `SELECT company_name, status FROM community.interests
        WHERE conference_id = $1 AND status IN ('ATTENDING', 'SPONSORING')
        ORDER BY updated_at DESC, id DESC LIMIT $2`,
      [conferenceId, limit],
    );
    return rows.map((r) => ({ companyName: r.company_name, status: r.status }));
  }
}
