import { DynamicModule, Module } from '@nestjs/common';
import { ConferencesModule } from '../conferences/conferences.module';
import { SyncConfig } from './sync.config';
import { SyncAdminService } from './sync-admin.service';
import { SyncController } from './sync.controller';
import { SyncCoreModule } from './sync-core.module';
import { SyncScheduler } from './sync-scheduler';

/** Sync from open datasets in the service: the schedule and the admin's routes (sources, runs, review queue). */
@Module({})
export class SyncModule {
  static register(config: SyncConfig): DynamicModule {
    return {
      module: SyncModule,
      imports: [ConferencesModule, SyncCoreModule.register(config)],
      controllers: [SyncController],
      providers: [SyncAdminService, SyncScheduler],
    };
  }
}
