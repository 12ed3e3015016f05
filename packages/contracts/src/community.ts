import { subject } from './subjects';

/** Message patterns the community service answers. */
export const COMMUNITY_PATTERNS = {
  listReviews: subject('community.reviews.list'),
  createReview: subject('community.reviews.create'),
  listInterests: subject('community.interests.list'),
  createInterest: subject('community.interests.create'),
  /** `{ companyName }` → the interests whose company name matches (case-insensitive): a company's pipeline. */
  interestsByCompany: subject('community.interests.by-company'),
  adminListReviews: subject('community.admin.reviews.list'),
  adminSetReviewStatus: subject('community.admin.reviews.set-status'),
  adminDeleteReview: subject('community.admin.reviews.delete'),
  adminListInterests: subject('community.admin.interests.list'),
  adminSetInterestStatus: subject('community.admin.interests.set-status'),
  adminDeleteInterest: subject('community.admin.interests.delete'),
} as const;
