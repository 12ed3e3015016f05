import { CreateReviewsAndInterests1700000100000 } from './1700000100000-CreateReviewsAndInterests';
import { FeedbackPageIndexes1795429675472 } from './1795429675472-FeedbackPageIndexes';

/** Every migration of the community schema, in order. Listed explicitly so dist and ts runs agree. */
export const migrations = [CreateReviewsAndInterests1700000100000, FeedbackPageIndexes1795429675472];
