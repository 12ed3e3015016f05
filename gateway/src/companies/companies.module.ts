import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { CompaniesController } from './companies.controller';
import { CompanyProfilesService } from './company-profiles.service';
import { CompanyWritesService } from './company-writes.service';

@Module({
  imports: [MediaModule],
  controllers: [CompaniesController],
  providers: [CompanyProfilesService, CompanyWritesService],
  exports: [CompanyWritesService, CompanyProfilesService],
})
export class CompaniesModule {}
