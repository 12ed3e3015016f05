import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdminInterest,
  COMMUNITY_PATTERNS,
  CompanyInterestsQuery,
  ConferenceIdQuery,
  CreateInterestDto,
  CreateInterestResult,
  InterestIdDto,
  InterestsResponse,
  Page,
  PageQuery,
  PublicInterest,
  SetInterestStatusDto,
} from '@confdir/contracts';
import { InterestsService } from './interests.service';

@Controller()
export class InterestsController {
  constructor(private readonly interests: InterestsService) {}

  @MessagePattern(COMMUNITY_PATTERNS.listInterests)
  list(@Payload() query: ConferenceIdQuery): Promise<InterestsResponse> {
    return this.interests.listForConference(query.conferenceId, query);
  }

  @MessagePattern(COMMUNITY_PATTERNS.createInterest)
  mark(@Payload() dto: CreateInterestDto): Promise<CreateInterestResult> {
    return this.interests.mark(dto);
  }

  @MessagePattern(COMMUNITY_PATTERNS.interestsByCompany)
  byCompany(@Payload() query: CompanyInterestsQuery): Promise<PublicInterest[]> {
    return this.interests.byCompany(query.companyName, query);
  }

  @MessagePattern(COMMUNITY_PATTERNS.adminListInterests)
  adminList(@Payload() query: PageQuery): Promise<Page<AdminInterest>> {
    return this.interests.adminList(query);
  }

  @MessagePattern(COMMUNITY_PATTERNS.adminSetInterestStatus)
  setStatus(@Payload() dto: SetInterestStatusDto): Promise<AdminInterest> {
    return this.interests.setStatus(dto.id, dto.status);
  }

  @MessagePattern(COMMUNITY_PATTERNS.adminDeleteInterest)
  remove(@Payload() dto: InterestIdDto): Promise<{ deleted: true }> {
    return this.interests.remove(dto.id);
  }
}
