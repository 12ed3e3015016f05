import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CATALOG_PATTERNS, Conference, LinkPreview } from '@confdir/contracts';
import { AddByLinkDto } from './dto/add-by-link.dto';
import { LinkImportService } from './link-import.service';

@Controller()
export class LinkImportController {
  constructor(private readonly linkImport: LinkImportService) {}

  /** VALIDATION 'Could not fetch the page: …' or 'No conference details found on that page'; CONFLICT with details.slug on a duplicate. */
  @MessagePattern(CATALOG_PATTERNS.addByLink)
  addByLink(@Payload() { url }: AddByLinkDto): Promise<Conference> {
    return this.linkImport.addByLink(url);
  }

  /** Same reading and refusals as addByLink; saves nothing. */
  @MessagePattern(CATALOG_PATTERNS.previewLink)
  preview(@Payload() { url }: AddByLinkDto): Promise<LinkPreview> {
    return this.linkImport.preview(url);
  }
}
