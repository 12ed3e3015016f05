import { DynamicModule, Module } from '@nestjs/common';
import { RankingController } from './ranking.controller';
import { RankingService } from './ranking.service';
import { VOTE_LIMITS, VoteLimits } from './vote-limits';

/** The quarterly ranking and the votes behind it. */
@Module({})
export class RankingModule {
  static register(limits: VoteLimits): DynamicModule {
    return {
      module: RankingModule,
      controllers: [RankingController],
      providers: [RankingService, { provide: VOTE_LIMITS, useValue: limits }],
    };
  }
}
