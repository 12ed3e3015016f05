import { Injectable, NotFoundException } from '@nestjs/common';
import { CATALOG_PATTERNS, ConferenceSummary } from '@confdir/contracts';
import { ServiceClient } from '../nats/service-client';

/**
 * Reviews and interests may only hang off a conference the public can see. The community
 * service cannot read the catalog's schema, so the gateway asks catalog before each call.
 */
@Injectable()
export class PublishedConference {
  constructor(private readonly services: ServiceClient) {}

  async require(conferenceId: number): Promise<ConferenceSummary> {
    const found = await this.services.send<ConferenceSummary[]>(CATALOG_PATTERNS.getByIds, { ids: [conferenceId] });
    const conference = found.find((c) => c.id === conferenceId && c.status === 'published');
    if (!conference) throw new NotFoundException('Conference not found');
    return conference;
  }
}
