import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CATALOG_PATTERNS, TopQuery, TopResponse, VoteBatchMessage, VoteBatchReply } from '@confdir/contracts';
import { ServiceError } from '@confdir/service-kit';
import { RankingService } from './ranking.service';

@Controller()
export class RankingController {
  constructor(private readonly ranking: RankingService) {}

  @MessagePattern(CATALOG_PATTERNS.top)
  top(@Payload() query: TopQuery): Promise<TopResponse> {
    return this.ranking.top(query);
  }

  /**
   * The votes that arrived at the gateway together: each answered on its own (a 404 or 429 is that
   * vote's result); a failure of the whole call (database unreachable) fails the message.
   */
  @MessagePattern(CATALOG_PATTERNS.vote)
  async vote(@Payload() message: VoteBatchMessage): Promise<VoteBatchReply> {
    const results = await Promise.all(
      message.votes.map((v) =>
        this.ranking.vote(v).then(
          (vote) => ({ vote }),
          (err: unknown) => {
            if (err instanceof ServiceError) return { error: err.payload };
            throw err;
          },
        ),
      ),
    );
    return { results };
  }
}
