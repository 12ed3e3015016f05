import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CATALOG_PATTERNS, Conference, Page, PageQuery, ResolveSyncReviewMessage, SyncReviewJson, SyncSourceMessage, SyncSourcesResponse, SyncStartedResponse } from '@confdir/contracts';
import { SyncAdminService } from './sync-admin.service';
import { SyncRunner } from './sync-runner';

/** The admin's sync routes (the gateway checks the admin key). */
@Controller()
export class SyncController {
  constructor(
    private readonly admin: SyncAdminService,
    private readonly runner: SyncRunner,
  ) {}

  @MessagePattern(CATALOG_PATTERNS.adminSyncSources)
  sources(): Promise<SyncSourcesResponse> {
    return this.admin.sources();
  }

  @MessagePattern(CATALOG_PATTERNS.adminSyncRun)
  async run(@Payload() { name }: SyncSourceMessage): Promise<SyncStartedResponse> {
    return { source: name, runId: await this.runner.start(name, 'admin') };
  }

  @MessagePattern(CATALOG_PATTERNS.adminSyncReviews)
  reviews(@Payload() query: PageQuery): Promise<Page<SyncReviewJson>> {
    return this.admin.reviews(query);
  }

  @MessagePattern(CATALOG_PATTERNS.adminSyncResolve)
  resolve(@Payload() message: ResolveSyncReviewMessage): Promise<Conference> {
    return this.admin.resolve(message);
  }
}
