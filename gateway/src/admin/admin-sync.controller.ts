import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { CATALOG_PATTERNS, Conference, PageQuery, ResolveSyncReviewBody, SyncReviewJson, SyncSourceMessage, SyncSourcesResponse, SyncStartedResponse } from '@confdir/contracts';
import { ServiceClient } from '../nats/service-client';
import { AdminKeyGuard } from '../common/admin-key.guard';
import { pageAsArray } from './page-headers';
import { AdminIdParam } from './dto/admin-bodies';

/** Sync from open datasets (issue 31): the sources, their runs, "sync now" and the review queue of near misses. */
@Controller('admin')
@UseGuards(AdminKeyGuard)
export class AdminSyncController {
  constructor(private readonly services: ServiceClient) {}

  @Get('sources')
  sources(): Promise<SyncSourcesResponse> {
    return this.services.send<SyncSourcesResponse>(CATALOG_PATTERNS.adminSyncSources, {});
  }

  /** 202: the run goes on after the answer (its summary shows in GET /api/admin/sources); 409 while a sync runs. */
  @Post('sources/:name/sync')
  @HttpCode(HttpStatus.ACCEPTED)
  syncNow(@Param() { name }: SyncSourceMessage): Promise<SyncStartedResponse> {
    return this.services.send<SyncStartedResponse>(CATALOG_PATTERNS.adminSyncRun, { name });
  }

  @Get('sync-reviews')
  reviews(@Query() query: PageQuery, @Res({ passthrough: true }) res: Response): Promise<SyncReviewJson[]> {
    return pageAsArray(res, this.services.send(CATALOG_PATTERNS.adminSyncReviews, query));
  }

  @Post('sync-reviews/:id')
  @HttpCode(HttpStatus.OK)
  resolve(@Param() { id }: AdminIdParam, @Body() body: ResolveSyncReviewBody): Promise<Conference> {
    return this.services.send<Conference>(CATALOG_PATTERNS.adminSyncResolve, { ...body, id });
  }
}
