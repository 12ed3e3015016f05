import { DynamicModule, Module } from '@nestjs/common';
import { ConferencesModule } from '../conferences/conferences.module';
import { DemoSeedService, SEED_DEMO } from './demo-seed.service';

@Module({})
export class DemoModule {
  static register(seedDemo: boolean): DynamicModule {
    return {
      module: DemoModule,
      imports: [ConferencesModule],
      providers: [DemoSeedService, { provide: SEED_DEMO, useValue: seedDemo }],
    };
  }
}
