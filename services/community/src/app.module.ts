import { DynamicModule, Module } from '@nestjs/common';
import { databaseModule, healthController, ServiceConfig } from '@confdir/service-kit';
import { entities } from './entities';
import { migrations } from './migrations';
import { ReviewsModule } from './reviews/reviews.module';
import { InterestsModule } from './interests/interests.module';

@Module({})
export class AppModule {
  static register(config: ServiceConfig): DynamicModule {
    const featuredCompanyName = config.env.FEATURED_COMPANY_NAME?.trim() || 'Crustdata';
    return {
      module: AppModule,
      imports: [databaseModule(config, { schema: 'community', entities, migrations }), ReviewsModule, InterestsModule.register(featuredCompanyName)],
      controllers: [healthController('community')],
    };
  }
}
