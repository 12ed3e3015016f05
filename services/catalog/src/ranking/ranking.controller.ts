import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CATALOG_PATTERNS, TopQuery, TopResponse, VoteMessage, VoteResponse } from '@confdir/contracts';
import { RankingService } from './ranking.service';

@Controller()
export class RankingController {
  constructor(private readonly ranking: RankingService) {}

  @MessagePattern(CATALOG_PATTERNS.top)
  top(@Payload() query: TopQuery): Promise<TopResponse> {
    return this.ranking.top(query);
  }

  @MessagePattern(CATALOG_PATTERNS.vote)
  vote(@Payload() message: VoteMessage): Promise<VoteResponse> {
    return this.ranking.vote(message);
  }
}
