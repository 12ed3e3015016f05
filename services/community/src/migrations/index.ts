import { CreateReviewsAndInterests1700000100000 } from './1700000100000-CreateReviewsAndInterests';

/** Every migration of the community schema, in order. Listed explicitly so dist and ts runs agree. */
export const migrations = [CreateReviewsAndInterests1700000100000];
