import { Module } from '@nestjs/common';
import { ConferenceCompaniesService } from './conference-companies.service';
import { RecommendationsController } from './recommendations.controller';
import { RecommendationsService } from './recommendations.service';

@Module({
  controllers: [RecommendationsController],
  providers: [RecommendationsService, ConferenceCompaniesService],
})
export class RecommendationsModule {}
