import { DynamicModule, Module } from '@nestjs/common';
import { databaseModule, healthController, ServiceConfig } from '@confdir/service-kit';
import { entities } from './entities';
import { migrations } from './migrations';

@Module({})
export class AppModule {
  static register(config: ServiceConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [databaseModule(config, { schema: 'catalog', entities, migrations })],
      controllers: [healthController('catalog')],
    };
  }
}
