import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  CATALOG_PATTERNS,
  Conference,
  ConferenceListResponse,
  ListConferencesQuery,
  SubmitConferenceDto,
  TopQuery,
  TopResponse,
  VoteDto,
  VoteResponse,
} from '@confdir/contracts';
import { ServiceClient } from '../nats/service-client';
import { PublicRead } from '../common/public-read-cache';
import { clientHash } from './client-hash';
import { VOTE_HASH_SECRET } from './vote-hash-secret';
import { VoteSender } from './vote-sender';
import { ConferencePages } from './conference-pages';
import { WriteLimit } from '../throttling/write-limit.guard';

/** Routes of the catalog: conferences, submit, top, vote. */
@Controller()
export class CatalogController {
  constructor(
    private readonly services: ServiceClient,
    private readonly votes: VoteSender,
    private readonly pages: ConferencePages,
    @Inject(VOTE_HASH_SECRET) private readonly voteHashSecret: string,
  ) {}

  @Get('conferences')
  @PublicRead()
  list(@Query() query: ListConferencesQuery): Promise<ConferenceListResponse> {
    return this.services.send(CATALOG_PATTERNS.list, query);
  }

  @Get('conferences/:slug')
  @PublicRead()
  get(@Param('slug') slug: string): Promise<Conference> {
    return this.pages.bySlug(slug);
  }

  @Post('submit')
  @WriteLimit('submit')
  submit(@Body() dto: SubmitConferenceDto): Promise<Conference> {
    return this.services.send(CATALOG_PATTERNS.submit, dto);
  }

  @Get('top')
  @PublicRead()
  top(@Query() query: TopQuery): Promise<TopResponse> {
    return this.services.send(CATALOG_PATTERNS.top, query);
  }

  @Post('vote')
  @HttpCode(200)
  @WriteLimit('votes')
  vote(@Body() dto: VoteDto, @Req() req: Request): Promise<VoteResponse> {
    return this.votes.send({ ...dto, clientHash: clientHash(req.ip, this.voteHashSecret) });
  }
}
