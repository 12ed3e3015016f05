import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Company } from './company.entity';
import { CompanyEvent } from './company-event.entity';
import { CompaniesService } from './companies.service';
import { CompanyEventsService } from './company-events.service';
import { CompaniesController } from './companies.controller';
import { CompanySitemapController } from './company-sitemap.controller';
import { IcpPeersService } from './icp-peers.service';
import { IcpPool } from './icp-pool';

@Module({
  imports: [TypeOrmModule.forFeature([Company, CompanyEvent])],
  controllers: [CompaniesController, CompanySitemapController],
  providers: [CompaniesService, CompanyEventsService, IcpPeersService, IcpPool],
  exports: [CompaniesService],
})
export class CompaniesModule {}
