import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { LinkPreview } from '@confdir/contracts';
import { ServiceClient } from '../nats/service-client';
import { LinkBody } from './dto/link-body';
import { previewLink } from './link-preview';
import { WriteLimit } from '../throttling/write-limit.guard';

/** The public Submit page's "Paste the conference's website": read a page, save nothing. */
@Controller()
export class SubmitPreviewController {
  constructor(private readonly services: ServiceClient) {}

  /** 200 `LinkPreview`; 422 with the reason for a link that cannot be read; 429 over the `linkPreview` write limit (RATE_LIMIT_LINK_PREVIEW). */
  @Post('submit/preview')
  @HttpCode(HttpStatus.OK)
  @WriteLimit('linkPreview')
  preview(@Body() { url }: LinkBody): Promise<LinkPreview> {
    return previewLink(this.services, url);
  }
}
