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
  SuggestQuery,
  SuggestResponse,
} from '@confdir/contracts';
import { ConferencesService } from './conferences.service';
import { IcpFitService } from './icp-fit/icp-fit.service';
import { ListingFacetCounts } from '../search/listing-facets';
import { Suggestions } from '../search/suggestions';

@Controller()
export class ConferencesController {
  constructor(
    private readonly conferences: ConferencesService,
    private readonly icp: IcpFitService,
    private readonly facets: ListingFacetCounts,
    private readonly suggestions: Suggestions,
  ) {}

  /** The page with the counts per filter value and, when q finds nothing, the closest query that finds something. */
  @MessagePattern(CATALOG_PATTERNS.list)
  async list(@Payload() query: ListConferencesQuery): Promise<ConferenceListResponse> {
    const now = new Date();
    const [page, facets] = await Promise.all([this.conferences.list(query, now), this.facets.of(query, now)]);
    const didYouMean = query.q && page.total === 0 ? await this.suggestions.didYouMean(query, now) : null;
    return { ...page, facets, didYouMean };
  }

  @MessagePattern(CATALOG_PATTERNS.suggest)
  suggest(@Payload() { q }: SuggestQuery): Promise<SuggestResponse> {
    return this.suggestions.suggest(q);
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
