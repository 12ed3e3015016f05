import { Interest } from './interests/interest.entity';
import { Review } from './reviews/review.entity';

/** Every entity of the community schema. */
export const entities = [Review, Interest];
