import { DynamicModule, Module } from '@nestjs/common';
import { databaseModule, healthController } from '@confdir/service-kit';
import { CommunityConfig } from './config';
import { entities } from './entities';
import { migrations } from './migrations';
import { ReviewsModule } from './reviews/reviews.module';
import { InterestsModule } from './interests/interests.module';

@Module({})
export class AppModule {
  static register(config: CommunityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [databaseModule(config, { schema: 'community', entities, migrations }), ReviewsModule, InterestsModule.register(config.featuredCompanyName)],
      controllers: [healthController('community')],
    };
  }
}
