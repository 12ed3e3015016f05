import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CATALOG_PATTERNS,
  Conference,
  ConferenceIdsMessage,
  ConferenceListResponse,
  ConferenceSlugMessage,
  ConferenceSlugsMessage,
  ConferencesBySlugReply,
  ConferenceSummary,
  IcpRankAnswer,
  IcpRankQuery,
  ListConferencesQuery,
  Page,
  PageQuery,
  SetConferenceStatusDto,
  SubmitConferenceDto,
} from '@confdir/contracts';
import { ConferencesService } from './conferences.service';
import { IcpFitService } from './icp-fit/icp-fit.service';

@Controller()
export class ConferencesController {
  constructor(
    private readonly conferences: ConferencesService,
    private readonly icp: IcpFitService,
  ) {}

  @MessagePattern(CATALOG_PATTERNS.list)
  list(@Payload() query: ListConferencesQuery): Promise<ConferenceListResponse> {
    return this.conferences.list(query);
  }

  @MessagePattern(CATALOG_PATTERNS.getBySlug)
  getBySlug(@Payload() { slug }: ConferenceSlugMessage): Promise<Conference> {
    return this.conferences.getBySlug(slug);
  }

  @MessagePattern(CATALOG_PATTERNS.getBySlugs)
  async getBySlugs(@Payload() { slugs }: ConferenceSlugsMessage): Promise<ConferencesBySlugReply> {
    return { conferences: await this.conferences.publishedBySlugs(slugs) };
  }

  @MessagePattern(CATALOG_PATTERNS.getByIds)
  getByIds(@Payload() { ids }: ConferenceIdsMessage): Promise<ConferenceSummary[]> {
    return this.conferences.getByIds(ids);
  }

  @MessagePattern(CATALOG_PATTERNS.icpRank)
  icpRank(@Payload() query: IcpRankQuery): Promise<IcpRankAnswer> {
    return this.icp.rank(query);
  }

  @MessagePattern(CATALOG_PATTERNS.submit)
  submit(@Payload() dto: SubmitConferenceDto): Promise<Conference> {
    return this.conferences.create(dto, 'community');
  }

  @MessagePattern(CATALOG_PATTERNS.adminList)
  adminList(@Payload() query: PageQuery): Promise<Page<Conference>> {
    return this.conferences.adminList(query);
  }

  @MessagePattern(CATALOG_PATTERNS.adminSetStatus)
  setStatus(@Payload() { id, status }: SetConferenceStatusDto): Promise<Conference> {
    return this.conferences.setStatus(id, status);
  }
}
