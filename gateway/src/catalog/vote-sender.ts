import { Injectable } from '@nestjs/common';
import { CATALOG_LIMITS, CATALOG_PATTERNS, VoteBatchMessage, VoteBatchReply, VoteMessage, VoteResponse, VoteResult } from '@confdir/contracts';
// The module alone, as with logging: the package index brings TypeORM, which the gateway never uses.
import { TurnBatcher } from '@confdir/service-kit/dist/turn-batcher';
import { ServiceClient } from '../nats/service-client';
import { UpstreamError } from '../nats/upstream-error';

/**
 * Votes that arrive together go to the catalog as one message (issue 12): per vote, the NATS request
 * (its socket write, its reply) and the catalog's dispatch and validation were most of the CPU a vote
 * cost. No timer: a lone vote leaves at once; under load the votes of one event-loop turn (≤ 64) share
 * a message, and while 4 are under way the next ones gather. Each caller gets its own answer or error
 * (404, 429); a message that fails as a whole (catalog down, timeout) fails its votes with that error.
 * The message carries the request id of the vote that opened it.
 */
@Injectable()
export class VoteSender {
  private readonly batcher = new TurnBatcher<VoteMessage, VoteResult>(
    async (votes) => (await this.services.send<VoteBatchReply>(CATALOG_PATTERNS.vote, { votes } satisfies VoteBatchMessage)).results,
    { maxItems: CATALOG_LIMITS.votesPerMessage, maxInFlight: 4, retryOneByOne: () => false },
  );

  constructor(private readonly services: ServiceClient) {}

  async send(vote: VoteMessage): Promise<VoteResponse> {
    const result = await this.batcher.add(vote);
    if ('error' in result) throw new UpstreamError(result.error);
    return result.vote;
  }
}
