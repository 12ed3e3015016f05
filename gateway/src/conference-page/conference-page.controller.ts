import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { PublicReads } from '../common/public-read-cache';
import { ConferencePageService } from './conference-page.service';

@Controller()
export class ConferencePageController {
  constructor(
    private readonly pages: ConferencePageService,
    private readonly publicReads: PublicReads,
  ) {}

  /** ConferencePageResponse, as its JSON text (PublicReads: the same for every visitor). */
  @Get('conferences/:slug/page')
  page(@Param('slug') slug: string, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<string> {
    return this.publicReads.answer(req, res, () => this.pages.page(slug));
  }
}
