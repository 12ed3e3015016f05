import { Controller, Get, Query } from '@nestjs/common';
import { CATALOG_PATTERNS, ConferenceListResponse, OpenCfpsQuery } from '@confdir/contracts';
import { ServiceClient } from '../nats/service-client';

/** Open calls for papers (issue 15): the /cfp page's list, with the listing's discovery filters. */
@Controller()
export class DiscoveryController {
  constructor(private readonly services: ServiceClient) {}

  @Get('cfps')
  openCfps(@Query() query: OpenCfpsQuery): Promise<ConferenceListResponse> {
    return this.services.send(CATALOG_PATTERNS.openCfps, query);
  }
}
