import { Module } from '@nestjs/common';
import { ConferenceCompaniesService } from './conference-companies.service';
import { IcpInputs } from './icp-inputs';
import { RecommendationsController } from './recommendations.controller';
import { RecommendationsService } from './recommendations.service';

@Module({
  controllers: [RecommendationsController],
  providers: [RecommendationsService, ConferenceCompaniesService, IcpInputs],
  exports: [ConferenceCompaniesService],
})
export class RecommendationsModule {}
