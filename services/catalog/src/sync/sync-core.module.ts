import { DynamicModule, Module } from '@nestjs/common';
import { ConferencesModule } from '../conferences/conferences.module';
import { SYNC_CONFIG, SyncConfig } from './sync.config';
import { SyncRunner } from './sync-runner';
import { SyncWriter } from './sync-writer';

/** Running a sync: what the service's schedule and admin routes and the command share. */
@Module({})
export class SyncCoreModule {
  static register(config: SyncConfig): DynamicModule {
    return {
      module: SyncCoreModule,
      imports: [ConferencesModule],
      providers: [{ provide: SYNC_CONFIG, useValue: config }, SyncWriter, SyncRunner],
      exports: [SYNC_CONFIG, SyncRunner],
    };
  }
}
