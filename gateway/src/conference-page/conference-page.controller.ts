import { Controller, Get, OnModuleInit, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { PublicReads } from '../common/public-read-cache';
import { ServerReads } from '../web/server-reads';
import { ConferencePageService } from './conference-page.service';

@Controller()
export class ConferencePageController implements OnModuleInit {
  constructor(
    private readonly pages: ConferencePageService,
    private readonly publicReads: PublicReads,
    private readonly serverReads: ServerReads,
  ) {}

  /** The server renderer reads a conference page's data in-process: crawlers and shared links ask for these most. */
  onModuleInit(): void {
    this.serverReads.register(/^\/api\/conferences\/([^/?#]+)\/page$/, ([slug], path) => this.publicReads.read(path, () => this.pages.page(slug)));
  }

  /** ConferencePageResponse, as its JSON text (PublicReads: the same for every visitor). */
  @Get('conferences/:slug/page')
  page(@Param('slug') slug: string, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<string> {
    return this.publicReads.answer(req, res, () => this.pages.page(slug));
  }
}
