import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Inject, Param, Patch, Post, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import {
  AdminInterest,
  AdminReview,
  CATALOG_PATTERNS,
  COMMUNITY_PATTERNS,
  CompanyEventJson,
  Conference,
  ConferenceDetailsFields,
  InterestStatusBody,
  LinkPreview,
  PageQuery,
  ReviewStatusBody,
} from '@confdir/contracts';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';
import { CompanyWritesService } from '../companies/company-writes.service';
import { ServiceClient } from '../nats/service-client';
import { LINK_READ_TIMEOUT_MS, previewLink } from '../catalog/link-preview';
import { AdminKeyGuard } from '../common/admin-key.guard';
import { pageAsArray } from './page-headers';
import { AddByLinkBody, AdminCompanyEventBody, AdminIdParam, ConferenceStatusBody } from './dto/admin-bodies';

/** Every /api/admin route sits behind the admin key (401 JSON without it). */
@Controller('admin')
@UseGuards(AdminKeyGuard)
export class AdminController {
  constructor(
    private readonly services: ServiceClient,
    private readonly companyWrites: CompanyWritesService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** Lets the dashboard tell a wrong key from a right one when it unlocks. */
  @Get('session')
  @HttpCode(HttpStatus.NO_CONTENT)
  session(): void {}

  /** SPEC's array, one page of it (`?page=&pageSize=`); the paging travels in X-Total-Count, X-Page, X-Page-Size. */
  @Get('conferences')
  conferences(@Query() query: PageQuery, @Res({ passthrough: true }) res: Response): Promise<Conference[]> {
    return pageAsArray(res, this.services.send(CATALOG_PATTERNS.adminList, query));
  }

  @Post('conferences/:id/status')
  @HttpCode(HttpStatus.OK)
  setConferenceStatus(@Param() { id }: AdminIdParam, @Body() { status }: ConferenceStatusBody): Promise<Conference> {
    return this.services.send<Conference>(CATALOG_PATTERNS.adminSetStatus, { id, status });
  }

  /** Discovery fields of a conference (CFP, mode, event status, place, languages, topics), replaced as a whole. */
  @Patch('conferences/:id')
  updateConferenceDetails(@Param() { id }: AdminIdParam, @Body() body: ConferenceDetailsFields): Promise<Conference> {
    return this.services.send<Conference>(CATALOG_PATTERNS.adminUpdateDetails, { ...body, id });
  }

  @Get('reviews')
  reviews(@Query() query: PageQuery, @Res({ passthrough: true }) res: Response): Promise<AdminReview[]> {
    return pageAsArray(res, this.services.send(COMMUNITY_PATTERNS.adminListReviews, query));
  }

  @Post('reviews/:id/status')
  @HttpCode(HttpStatus.OK)
  setReviewStatus(@Param() { id }: AdminIdParam, @Body() { status }: ReviewStatusBody): Promise<AdminReview> {
    return this.services.send<AdminReview>(COMMUNITY_PATTERNS.adminSetReviewStatus, { id, status });
  }

  @Delete('reviews/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  async deleteReview(@Param() { id }: AdminIdParam): Promise<void> {
    await this.services.send(COMMUNITY_PATTERNS.adminDeleteReview, { id });
  }

  @Get('interests')
  interests(@Query() query: PageQuery, @Res({ passthrough: true }) res: Response): Promise<AdminInterest[]> {
    return pageAsArray(res, this.services.send(COMMUNITY_PATTERNS.adminListInterests, query));
  }

  @Post('interests/:id/status')
  @HttpCode(HttpStatus.OK)
  setInterestStatus(@Param() { id }: AdminIdParam, @Body() { status }: InterestStatusBody): Promise<AdminInterest> {
    return this.services.send<AdminInterest>(COMMUNITY_PATTERNS.adminSetInterestStatus, { id, status });
  }

  @Delete('interests/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  async deleteInterest(@Param() { id }: AdminIdParam): Promise<void> {
    await this.services.send(COMMUNITY_PATTERNS.adminDeleteInterest, { id });
  }

  /** A past conference of the featured company (SPEC §2 Companies tab), through the same checks as a public edit. */
  @Post('company-events')
  companyEvent(@Body() body: AdminCompanyEventBody): Promise<CompanyEventJson> {
    const { companySlug, ...event } = body;
    return this.companyWrites.createEvent(companySlug ?? this.config.featuredCompanySlug, event, { admin: true });
  }

  /**
   * 201 `{ conference }`. A link that cannot be read is 422 with the reason in `error` (and `message`),
   * which the dashboard shows; a duplicate stays 409 with `details.slug`.
   */
  @Post('add-by-link')
  async addByLink(@Body() { url }: AddByLinkBody): Promise<{ conference: Conference }> {
    return { conference: await this.services.send<Conference>(CATALOG_PATTERNS.addByLink, { url }, LINK_READ_TIMEOUT_MS) };
  }

  /** 200 `LinkPreview`: what the page says, field by field with its source; nothing is saved. Failures as add-by-link. */
  @Post('add-by-link/preview')
  @HttpCode(HttpStatus.OK)
  previewByLink(@Body() { url }: AddByLinkBody): Promise<LinkPreview> {
    return previewLink(this.services, url);
  }
}
