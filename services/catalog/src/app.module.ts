import { DynamicModule, Module } from '@nestjs/common';
import { databaseModule, healthController, ServiceConfig } from '@confdir/service-kit';
import { entities } from './entities';
import { migrations } from './migrations';
import { ConferencesModule } from './conferences/conferences.module';
import { LinkImportModule } from './link-import/link-import.module';
import { RankingModule } from './ranking/ranking.module';
import { DemoModule } from './demo/demo.module';

@Module({})
export class AppModule {
  static register(config: ServiceConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [databaseModule(config, { schema: 'catalog', entities, migrations }), ConferencesModule, LinkImportModule.register(config), RankingModule.register(config), DemoModule.register(config)],
      controllers: [healthController('catalog')],
    };
  }
}
