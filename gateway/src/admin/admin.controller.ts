import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Inject, Param, Post, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import {
  AdminInterest,
  AdminReview,
  CATALOG_PATTERNS,
  COMMUNITY_PATTERNS,
  CompanyEventJson,
  Conference,
  ErrorCode,
  InterestStatusBody,
  ReviewStatusBody,
} from '@confdir/contracts';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';
import { CompanyWritesService } from '../companies/company-writes.service';
import { ServiceClient } from '../nats/service-client';
import { UpstreamError } from '../nats/upstream-error';
import { AdminKeyGuard } from './admin-key.guard';
import { AddByLinkBody, AdminCompanyEventBody, AdminIdParam, ConferenceStatusBody } from './dto/admin-bodies';

/** Fetching and reading a page may take the catalog its whole 10 s fetch limit, plus the write. */
const ADD_BY_LINK_TIMEOUT_MS = 30_000;

/** Body of a link that could not be imported: `error` carries the message the dashboard shows. */
export interface AddByLinkFailure {
  statusCode: number;
  error: string;
  message: string;
}

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

  @Get('conferences')
  conferences(): Promise<Conference[]> {
    return this.services.send<Conference[]>(CATALOG_PATTERNS.adminList, {});
  }

  @Post('conferences/:id/status')
  @HttpCode(HttpStatus.OK)
  setConferenceStatus(@Param() { id }: AdminIdParam, @Body() { status }: ConferenceStatusBody): Promise<Conference> {
    return this.services.send<Conference>(CATALOG_PATTERNS.adminSetStatus, { id, status });
  }

  @Get('reviews')
  reviews(): Promise<AdminReview[]> {
    return this.services.send<AdminReview[]>(COMMUNITY_PATTERNS.adminListReviews, {});
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
  interests(): Promise<AdminInterest[]> {
    return this.services.send<AdminInterest[]>(COMMUNITY_PATTERNS.adminListInterests, {});
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
  async addByLink(@Body() { url }: AddByLinkBody, @Res({ passthrough: true }) res: Response): Promise<{ conference: Conference } | AddByLinkFailure> {
    try {
      const conference = await this.services.send<Conference>(CATALOG_PATTERNS.addByLink, { url }, ADD_BY_LINK_TIMEOUT_MS);
      return { conference };
    } catch (err) {
      if (!(err instanceof UpstreamError) || err.code !== ErrorCode.Validation) throw err;
      res.status(HttpStatus.UNPROCESSABLE_ENTITY);
      return { statusCode: HttpStatus.UNPROCESSABLE_ENTITY, error: err.message, message: err.message };
    }
  }
}
