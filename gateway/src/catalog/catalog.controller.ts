import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  CATALOG_PATTERNS,
  Conference,
  ConferenceListResponse,
  ListConferencesQuery,
  SubmitConferenceDto,
  SuggestQuery,
  SuggestResponse,
  TopQuery,
  TopResponse,
  VoteDto,
  VoteResponse,
} from '@confdir/contracts';
import { ServiceClient } from '../nats/service-client';
import { PublicReads } from '../common/public-read-cache';
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
    private readonly publicReads: PublicReads,
    @Inject(VOTE_HASH_SECRET) private readonly voteHashSecret: string,
  ) {}

  /** ConferenceListResponse, as its JSON text (PublicReads: the same for every visitor). */
  @Get('conferences')
  list(@Query() query: ListConferencesQuery, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<string> {
    return this.publicReads.answer(req, res, () => this.services.send<ConferenceListResponse>(CATALOG_PATTERNS.list, query));
  }

  /** SuggestResponse, as its JSON text (PublicReads: the same for every visitor). */
  @Get('suggest')
  suggest(@Query() query: SuggestQuery, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<string> {
    return this.publicReads.answer(req, res, () => this.services.send<SuggestResponse>(CATALOG_PATTERNS.suggest, query));
  }

  /** Conference, as its JSON text (PublicReads). */
  @Get('conferences/:slug')
  get(@Param('slug') slug: string, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<string> {
    return this.publicReads.answer(req, res, () => this.pages.bySlug(slug));
  }

  @Post('submit')
  @WriteLimit('submit')
  submit(@Body() dto: SubmitConferenceDto): Promise<Conference> {
    return this.services.send(CATALOG_PATTERNS.submit, dto);
  }

  /** TopResponse, as its JSON text (PublicReads). */
  @Get('top')
  top(@Query() query: TopQuery, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<string> {
    return this.publicReads.answer(req, res, () => this.services.send<TopResponse>(CATALOG_PATTERNS.top, query));
  }

  @Post('vote')
  @HttpCode(200)
  @WriteLimit('votes')
  vote(@Body() dto: VoteDto, @Req() req: Request): Promise<VoteResponse> {
    return this.votes.send({ ...dto, clientHash: clientHash(req.ip, this.voteHashSecret) });
  }
}
