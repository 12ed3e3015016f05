import { Injectable } from '@nestjs/common';
import { CATALOG_LIMITS, CATALOG_PATTERNS, Conference, ConferencesBySlugReply, ConferenceSlugsMessage, ErrorCode, slugIssue } from '@confdir/contracts';
// The module alone, as with logging: the package index brings TypeORM, which the gateway never uses.
import { TurnBatcher } from '@confdir/service-kit/dist/turn-batcher';
import { ServiceClient } from '../nats/service-client';
import { UpstreamError } from '../nats/upstream-error';

/**
 * Conference pages read by slug (GET /api/conferences/:slug, and the server render of every conference
 * page through it). The reads that arrive together go to the catalog as one message, as votes do
 * (issue 12): on distinct pages the per-message work of each hop was most of what a read cost. A lone
 * read leaves at once; a message that fails as a whole (catalog down, timeout) fails its reads with
 * that error, and each read gets its own 404.
 */
@Injectable()
export class ConferencePages {
  private readonly batcher = new TurnBatcher<string, Conference | null>(
    async (slugs) => (await this.services.send<ConferencesBySlugReply>(CATALOG_PATTERNS.getBySlugs, { slugs } satisfies ConferenceSlugsMessage)).conferences,
    { maxItems: CATALOG_LIMITS.slugsPerMessage, maxInFlight: 4, retryOneByOne: () => false },
  );

  constructor(private readonly services: ServiceClient) {}

  async bySlug(slug: string): Promise<Conference> {
    // The catalog's own rule, checked here so that one bad slug cannot fail the message it would share.
    const issue = slugIssue(slug);
    if (issue) throw new UpstreamError({ code: ErrorCode.Validation, message: issue });
    const conference = await this.batcher.add(slug);
    if (!conference) throw new UpstreamError({ code: ErrorCode.NotFound, message: 'Conference not found' });
    return conference;
  }
}
