import { DynamicModule, Module } from '@nestjs/common';
import { databaseModule, healthController } from '@confdir/service-kit';
import { CommunityConfig } from './config';
import { entities } from './entities';
import { migrations } from './migrations';
import { ReviewsModule } from './reviews/reviews.module';
import { InterestsModule } from './interests/interests.module';
import { FeedbackModule } from './feedback/feedback.module';

@Module({})
export class AppModule {
  static register(config: CommunityConfig): DynamicModule {
    const interests = InterestsModule.register(config.featuredCompanyName);
    return {
      module: AppModule,
      imports: [databaseModule(config, { schema: 'community', entities, migrations }), ReviewsModule, interests, FeedbackModule.register(interests)],
      controllers: [healthController('community')],
    };
  }
}
