import { Body, Controller, Get, HttpStatus, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  COMMUNITY_PATTERNS,
  ConferenceIdQuery,
  CreateInterestDto,
  CreateInterestResult,
  CreateReviewDto,
  InterestsResponse,
  PublicInterest,
  PublicReview,
  ReviewsResponse,
} from '@confdir/contracts';
import { ServiceClient } from '../nats/service-client';
import { PublishedConference } from './published-conference';
import { WriteLimit } from '../throttling/write-limit.guard';

/** Reviews and company interest of one published conference. */
@Controller()
export class CommunityController {
  constructor(
    private readonly services: ServiceClient,
    private readonly conferences: PublishedConference,
  ) {}

  @Get('reviews')
  async reviews(@Query() query: ConferenceIdQuery): Promise<ReviewsResponse> {
    await this.conferences.require(query.conferenceId);
    return this.services.send<ReviewsResponse>(COMMUNITY_PATTERNS.listReviews, query);
  }

  @Post('reviews')
  @WriteLimit('reviews')
  async createReview(@Body() dto: CreateReviewDto): Promise<PublicReview> {
    await this.conferences.require(dto.conferenceId);
    return this.services.send<PublicReview>(COMMUNITY_PATTERNS.createReview, dto);
  }

  @Get('interests')
  async interests(@Query() query: ConferenceIdQuery): Promise<InterestsResponse> {
    await this.conferences.require(query.conferenceId);
    return this.services.send<InterestsResponse>(COMMUNITY_PATTERNS.listInterests, query);
  }

  /** 201 for a company's first mark on a conference, 200 when it updated that company's entry. */
  @Post('interests')
  @WriteLimit('interests')
  async markInterest(@Body() dto: CreateInterestDto, @Res({ passthrough: true }) res: Response): Promise<PublicInterest> {
    await this.conferences.require(dto.conferenceId);
    const result = await this.services.send<CreateInterestResult>(COMMUNITY_PATTERNS.createInterest, dto);
    res.status(result.created ? HttpStatus.CREATED : HttpStatus.OK);
    return result.interest;
  }
}
