import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { databaseModule } from '@confdir/service-kit';
import { MediaConfig } from './config';
import { entities } from './entities';
import { migrations } from './migrations';
import { MediaHealthController } from './health.controller';
import { STORAGE_CONFIG, StorageService } from './storage/storage.service';
import { Upload } from './uploads/upload.entity';
import { UploadsController } from './uploads/uploads.controller';
import { UploadsService } from './uploads/uploads.service';

@Module({})
export class AppModule {
  static register(config: MediaConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [databaseModule(config, { schema: 'media', entities, migrations }), TypeOrmModule.forFeature([Upload])],
      controllers: [MediaHealthController, UploadsController],
      providers: [{ provide: STORAGE_CONFIG, useValue: config.storage }, StorageService, UploadsService],
    };
  }
}
