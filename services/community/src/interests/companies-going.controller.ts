import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { COMMUNITY_PATTERNS, ConferenceCompaniesQuery, InterestedCompany } from '@confdir/contracts';
import { CompaniesGoingService } from './companies-going.service';

@Controller()
export class CompaniesGoingController {
  constructor(private readonly companies: CompaniesGoingService) {}

  @MessagePattern(COMMUNITY_PATTERNS.companiesGoing)
  going(@Payload() query: ConferenceCompaniesQuery): Promise<InterestedCompany[]> {
    return this.companies.going(query);
  }
}
