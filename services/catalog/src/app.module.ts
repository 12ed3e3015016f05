import { DynamicModule, Module } from '@nestjs/common';
import { databaseModule, healthController } from '@confdir/service-kit';
import { CatalogConfig } from './config';
import { entities } from './entities';
import { migrations } from './migrations';
import { ConferencesModule } from './conferences/conferences.module';
import { LinkImportModule } from './link-import/link-import.module';
import { RankingModule } from './ranking/ranking.module';
import { DemoModule } from './demo/demo.module';
import { PlacesModule } from './places/places.module';
import { SyncModule } from './sync/sync.module';

@Module({})
export class AppModule {
  static register(config: CatalogConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [databaseModule(config, { schema: 'catalog', entities, migrations }), ConferencesModule, LinkImportModule.register(config.linkImport), RankingModule.register(config.voteLimits), DemoModule.register(config.seedDemo), PlacesModule, SyncModule.register(config.sync)],
      controllers: [healthController('catalog')],
    };
  }
}
