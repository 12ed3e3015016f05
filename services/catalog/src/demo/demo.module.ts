import { DynamicModule, Module } from '@nestjs/common';
import { ServiceConfig } from '@confdir/service-kit';
import { ConferencesModule } from '../conferences/conferences.module';
import { DemoSeedService, SEED_DEMO } from './demo-seed.service';

@Module({})
export class DemoModule {
  static register(config: ServiceConfig): DynamicModule {
    return {
      module: DemoModule,
      imports: [ConferencesModule],
      providers: [DemoSeedService, { provide: SEED_DEMO, useValue: config.env.SEED_DEMO !== 'false' }],
    };
  }
}
