import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { CompaniesModule } from '../companies/companies.module';
import { RecommendationsModule } from '../recommendations/recommendations.module';
import { ConferencePageController } from './conference-page.controller';
import { ConferencePageService } from './conference-page.service';

/** The conference page's data in one read: it composes what the catalog, companies and recommendations modules read. */
@Module({
  imports: [CatalogModule, CompaniesModule, RecommendationsModule],
  controllers: [ConferencePageController],
  providers: [ConferencePageService],
})
export class ConferencePageModule {}
