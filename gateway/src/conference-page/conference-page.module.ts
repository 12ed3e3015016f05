import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { ConferencePageController } from './conference-page.controller';
import { ConferencePageService } from './conference-page.service';

/** The conference page's data in one read: the catalog module's conference, then community's and companies' parts. */
@Module({
  imports: [CatalogModule],
  controllers: [ConferencePageController],
  providers: [ConferencePageService],
})
export class ConferencePageModule {}
