import { DynamicModule, Module } from '@nestjs/common';
import { ServiceConfig } from '@confdir/service-kit';
import { RankingController } from './ranking.controller';
import { RankingService } from './ranking.service';
import { readVoteLimits, VOTE_LIMITS } from './vote-limits';

/** The quarterly ranking and the votes behind it. */
@Module({})
export class RankingModule {
  static register(config: ServiceConfig): DynamicModule {
    return {
      module: RankingModule,
      controllers: [RankingController],
      providers: [RankingService, { provide: VOTE_LIMITS, useValue: readVoteLimits(config.env) }],
    };
  }
}
