import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { COMPANIES_PATTERNS, SitemapEntriesQuery, SitemapEntriesResponse, SitemapPartsQuery, SitemapPartsResponse } from '@confdir/contracts';
import { SitemapSource, sitemapEntries, sitemapParts } from '@confdir/service-kit';

/**
 * Company profiles for the sitemap: every profile is public. A profile page also shows its track
 * record, so its last change is the newest of the company row and its events (one index probe each).
 */
const PROFILES: SitemapSource = {
  table: 'companies.companies',
  lastmod: 'GREATEST(t.updated_at, (SELECT max(e.updated_at) FROM companies.company_events e WHERE e.company_id = t.id))',
  where: 'true',
};

@Controller()
export class CompanySitemapController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @MessagePattern(COMPANIES_PATTERNS.sitemapParts)
  parts(@Payload() { partSize }: SitemapPartsQuery): Promise<SitemapPartsResponse> {
    return sitemapParts(this.db, PROFILES, partSize);
  }

  @MessagePattern(COMPANIES_PATTERNS.sitemapEntries)
  entries(@Payload() { afterId, throughId }: SitemapEntriesQuery): Promise<SitemapEntriesResponse> {
    return sitemapEntries(this.db, PROFILES, afterId, throughId);
  }
}
