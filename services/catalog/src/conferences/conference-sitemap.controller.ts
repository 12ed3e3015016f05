import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CATALOG_PATTERNS, SitemapEntriesQuery, SitemapEntriesResponse, SitemapPartsQuery, SitemapPartsResponse } from '@confdir/contracts';
import { SitemapSource, sitemapEntries, sitemapParts } from '@confdir/service-kit';

/**
 * Conference pages for the sitemap: every published conference, past ones included (their pages
 * stay and keep their links); hidden ones are not public. `updated_at` is the record's last change.
 */
const PUBLISHED: SitemapSource = { table: 'catalog.conferences', lastmod: 't.updated_at', where: "t.status = 'published'" };

@Controller()
export class ConferenceSitemapController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @MessagePattern(CATALOG_PATTERNS.sitemapParts)
  parts(@Payload() { partSize }: SitemapPartsQuery): Promise<SitemapPartsResponse> {
    return sitemapParts(this.db, PUBLISHED, partSize);
  }

  @MessagePattern(CATALOG_PATTERNS.sitemapEntries)
  entries(@Payload() { afterId, throughId }: SitemapEntriesQuery): Promise<SitemapEntriesResponse> {
    return sitemapEntries(this.db, PUBLISHED, afterId, throughId);
  }
}
