import { DynamicModule, Module } from '@nestjs/common';
import { databaseModule, healthController, ServiceConfig } from '@confdir/service-kit';
import { entities } from './entities';
import { migrations } from './migrations';
import { CompaniesModule } from './companies/companies.module';
import { FEATURED_COMPANY, FeaturedCompanySeeder, readFeaturedCompanyConfig } from './companies/featured-company';

@Module({})
export class AppModule {
  static register(config: ServiceConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [databaseModule(config, { schema: 'companies', entities, migrations }), CompaniesModule],
      controllers: [healthController('companies')],
      providers: [{ provide: FEATURED_COMPANY, useValue: readFeaturedCompanyConfig(config.env) }, FeaturedCompanySeeder],
    };
  }
}
