import { DynamicModule, Module } from '@nestjs/common';
import { databaseModule, healthController } from '@confdir/service-kit';
import { CompaniesConfig } from './config';
import { entities } from './entities';
import { migrations } from './migrations';
import { CompaniesModule } from './companies/companies.module';
import { FEATURED_COMPANY, FeaturedCompanySeeder } from './companies/featured-company';

@Module({})
export class AppModule {
  static register(config: CompaniesConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [databaseModule(config, { schema: 'companies', entities, migrations }), CompaniesModule],
      controllers: [healthController('companies')],
      providers: [{ provide: FEATURED_COMPANY, useValue: config.featuredCompany }, FeaturedCompanySeeder],
    };
  }
}
