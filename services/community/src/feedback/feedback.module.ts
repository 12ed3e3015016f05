import { DynamicModule, Module } from '@nestjs/common';
import { ReviewsModule } from '../reviews/reviews.module';
import { ConferenceFeedbackController } from './conference-feedback.controller';

/** What a conference page reads of both lists at once; the lists stay their own modules' (`interests`: the app's one InterestsModule). */
@Module({})
export class FeedbackModule {
  static register(interests: DynamicModule): DynamicModule {
    return { module: FeedbackModule, imports: [ReviewsModule, interests], controllers: [ConferenceFeedbackController] };
  }
}
