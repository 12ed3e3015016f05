import { Module } from '@nestjs/common';
import { SitemapService } from './sitemap.service';

/** /sitemap.xml and its parts (issue 14), served outside /api like robots.txt (see sitemap-routes.ts). */
@Module({ providers: [SitemapService], exports: [SitemapService] })
export class SitemapModule {}
