import { Module } from '@nestjs/common';
import { ConferenceCompaniesService } from './conference-companies.service';
import { IcpCandidates } from './icp-candidates';
import { IcpInputs } from './icp-inputs';
import { RecommendationsController } from './recommendations.controller';
import { RecommendationsService } from './recommendations.service';

@Module({
  controllers: [RecommendationsController],
  providers: [RecommendationsService, ConferenceCompaniesService, IcpInputs, IcpCandidates],
})
export class RecommendationsModule {}
