/**
 * Community wire shapes and limits without decorators or Node APIs: the gateway, the service and
 * the web app (through `@confdir/contracts/web`) share these definitions.
 */
import { numberField, textField } from './field-rules';
import type { InterestedCompany } from './icp';
import type { PageInfo } from './paging.types';

export const REVIEW_ROLES = ['ATTENDED', 'SPONSORED', 'DID_NOT_ATTEND'] as const;
export type ReviewRole = (typeof REVIEW_ROLES)[number];
export const REVIEW_STATUSES = ['published', 'hidden', 'draft'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const INTEREST_STATUSES = ['CONSIDERING', 'ATTENDING', 'SPONSORING', 'NOT_GOING'] as const;
export type InterestStatus = (typeof INTEREST_STATUSES)[number];

/** Maximum lengths of community text fields (characters, after trimming). */
export const COMMUNITY_LIMITS = {
  name: 100,
  email: 254,
  reviewTitle: 200,
  reviewBody: 5000,
  companyName: 200,
  comment: 2000,
} as const;

const RATING_MESSAGE = 'rating must be an integer from 1 to 5, or null';

/** The rules of a review (POST /api/reviews and the review form). */
export const REVIEW_FIELDS = {
  userName: textField('userName', COMMUNITY_LIMITS.name, { required: true }),
  userEmail: textField('userEmail', COMMUNITY_LIMITS.email, { format: 'email' }),
  rating: numberField('rating', 1, 5, { messages: { type: RATING_MESSAGE, range: RATING_MESSAGE } }),
  title: textField('title', COMMUNITY_LIMITS.reviewTitle),
  body: textField('body', COMMUNITY_LIMITS.reviewBody, { required: true }),
} as const;

/** The rules of a company interest (POST /api/interests and the interest form). */
export const INTEREST_FIELDS = {
  companyName: textField('companyName', COMMUNITY_LIMITS.companyName),
  comment: textField('comment', COMMUNITY_LIMITS.comment),
  submittedBy: textField('submittedBy', COMMUNITY_LIMITS.name),
  contactEmail: textField('contactEmail', COMMUNITY_LIMITS.email, { format: 'email' }),
} as const;

/** A review as the public sees it: never the reviewer's e-mail. */
export interface PublicReview {
  id: number;
  conferenceId: number;
  userName: string;
  role: ReviewRole;
  rating?: number | null;
  title?: string | null;
  body: string;
  status: ReviewStatus;
  createdAt: string;
}

export interface AdminReview extends PublicReview {
  userEmail?: string | null;
}

/** One page of published reviews (`total` of them in all) with aggregates over every published review. */
export interface ReviewsResponse extends PageInfo {
  reviews: PublicReview[];
  /** Mean of the published reviews that carry a rating; null when none does. */
  avgRating: number | null;
  countsByRole: Record<ReviewRole, number>;
}

/** An interest as the public sees it: never the contact e-mail. */
export interface PublicInterest {
  id: number;
  conferenceId: number;
  companyName: string;
  status: InterestStatus;
  comment?: string | null;
  submittedBy?: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AdminInterest extends PublicInterest {
  contactEmail?: string | null;
}

/** One page of interests (`total` in all) with counts over every interest of the conference. */
export interface InterestsResponse extends PageInfo {
  interests: PublicInterest[];
  countsByStatus: Record<InterestStatus, number>;
}

export interface CreateInterestResult {
  interest: PublicInterest;
  /** False when the same company had already marked this conference and its entry was updated. */
  created: boolean;
}

/** community `conferenceFeedback`: a conference page's first paint from this service. */
export interface ConferenceFeedback {
  reviews: ReviewsResponse;
  interests: InterestsResponse;
  /** Companies attending or sponsoring, newest mark first. */
  going: InterestedCompany[];
}
