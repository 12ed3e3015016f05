import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { subject } from './subjects';

/**
 * Message patterns the community service answers. Payloads and answers:
 * - listReviews `ConferenceIdQuery` → `ReviewsResponse` (published only, newest first, no e-mail)
 * - createReview `CreateReviewDto` → `PublicReview` (status published)
 * - listInterests `ConferenceIdQuery` → `InterestsResponse` (most recently updated first)
 * - createInterest `CreateInterestDto` → `CreateInterestResult` (`created` false when it updated the company's entry)
 * - interestsByCompany `CompanyInterestsQuery` → `PublicInterest[]`
 * - adminListReviews `{}` → `AdminReview[]` (every status, newest first, with userEmail)
 * - adminSetReviewStatus `SetReviewStatusDto` → `AdminReview` (NOT_FOUND for an unknown id)
 * - adminDeleteReview `ReviewIdDto` → `{ deleted: true }` (NOT_FOUND for an unknown id)
 * - adminListInterests `{}` → `AdminInterest[]` (most recently updated first, with contactEmail)
 * - adminSetInterestStatus `SetInterestStatusDto` → `AdminInterest` (NOT_FOUND for an unknown id)
 * - adminDeleteInterest `InterestIdDto` → `{ deleted: true }` (NOT_FOUND for an unknown id)
 * The services do not check that a conference exists: the gateway asks catalog first.
 */
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

/** Largest value a Postgres integer column holds; a bigger id cannot exist. */
const MAX_ID = 2_147_483_647;

/** Postgres text cannot hold U+0000; refusing it here keeps it a 400 rather than a failed insert. */
// eslint-disable-next-line no-control-regex -- matching the NUL character is the point
const NO_NUL = /^[^\u0000]*$/;

const trimmed = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);
/** Optional text: trimmed, and an empty value becomes null (a missing one stays missing; services read it as null). */
const trimmedOrNull = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const t = value.trim();
  return t === '' ? null : t;
};

/** Ids arrive as numbers over NATS and JSON, as strings in query strings and path params. */
function IdProperty(name = 'id'): PropertyDecorator {
  return (target, key) => {
    Transform(({ value }) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value))(target, key);
    IsInt({ message: `${name} must be a positive integer` })(target, key);
    Min(1, { message: `${name} must be a positive integer` })(target, key);
    Max(MAX_ID, { message: `${name} must be a positive integer` })(target, key);
  };
}

/** `?conferenceId=` of the public lists. */
export class ConferenceIdQuery {
  @IdProperty('conferenceId')
  conferenceId: number;
}

export class CreateReviewDto {
  @IdProperty('conferenceId')
  conferenceId: number;

  @Transform(trimmed)
  @IsString()
  @Matches(NO_NUL, { message: '$property must not contain NUL characters' })
  @IsNotEmpty({ message: 'userName is required' })
  @MaxLength(COMMUNITY_LIMITS.name)
  userName: string;

  @Transform(trimmedOrNull)
  @IsOptional()
  @IsString()
  @Matches(NO_NUL, { message: '$property must not contain NUL characters' })
  @MaxLength(COMMUNITY_LIMITS.email)
  @IsEmail({}, { message: 'userEmail must be a valid e-mail address' })
  userEmail?: string | null;

  @IsIn(REVIEW_ROLES, { message: `role must be one of ${REVIEW_ROLES.join(', ')}` })
  role: ReviewRole;

  @IsOptional()
  @IsInt({ message: 'rating must be an integer from 1 to 5, or null' })
  @Min(1, { message: 'rating must be an integer from 1 to 5, or null' })
  @Max(5, { message: 'rating must be an integer from 1 to 5, or null' })
  rating?: number | null;

  @Transform(trimmedOrNull)
  @IsOptional()
  @IsString()
  @Matches(NO_NUL, { message: '$property must not contain NUL characters' })
  @MaxLength(COMMUNITY_LIMITS.reviewTitle)
  title?: string | null;

  @Transform(trimmed)
  @IsString()
  @Matches(NO_NUL, { message: '$property must not contain NUL characters' })
  @IsNotEmpty({ message: 'body is required' })
  @MaxLength(COMMUNITY_LIMITS.reviewBody)
  body: string;
}

export class CreateInterestDto {
  @IdProperty('conferenceId')
  conferenceId: number;

  /** Empty or missing means the featured company (FEATURED_COMPANY_NAME, default Crustdata). */
  @Transform(trimmedOrNull)
  @IsOptional()
  @IsString()
  @Matches(NO_NUL, { message: '$property must not contain NUL characters' })
  @MaxLength(COMMUNITY_LIMITS.companyName)
  companyName?: string | null;

  @IsIn(INTEREST_STATUSES, { message: `status must be one of ${INTEREST_STATUSES.join(', ')}` })
  status: InterestStatus;

  @Transform(trimmedOrNull)
  @IsOptional()
  @IsString()
  @Matches(NO_NUL, { message: '$property must not contain NUL characters' })
  @MaxLength(COMMUNITY_LIMITS.comment)
  comment?: string | null;

  @Transform(trimmedOrNull)
  @IsOptional()
  @IsString()
  @Matches(NO_NUL, { message: '$property must not contain NUL characters' })
  @MaxLength(COMMUNITY_LIMITS.name)
  submittedBy?: string | null;

  @Transform(trimmedOrNull)
  @IsOptional()
  @IsString()
  @Matches(NO_NUL, { message: '$property must not contain NUL characters' })
  @MaxLength(COMMUNITY_LIMITS.email)
  @IsEmail({}, { message: 'contactEmail must be a valid e-mail address' })
  contactEmail?: string | null;
}

export class CompanyInterestsQuery {
  @Transform(trimmed)
  @IsString()
  @Matches(NO_NUL, { message: '$property must not contain NUL characters' })
  @IsNotEmpty({ message: 'companyName is required' })
  @MaxLength(COMMUNITY_LIMITS.companyName)
  companyName: string;
}

/** An empty payload, for the admin lists. */
export class EmptyPayload {}

export class ReviewIdDto {
  @IdProperty()
  id: number;
}

/** Body of `POST /api/admin/reviews/:id/status`. */
export class ReviewStatusBody {
  @IsIn(REVIEW_STATUSES, { message: `status must be one of ${REVIEW_STATUSES.join(', ')}` })
  status: ReviewStatus;
}

export class SetReviewStatusDto extends ReviewStatusBody {
  @IdProperty()
  id: number;
}

export class InterestIdDto {
  @IdProperty()
  id: number;
}

/** Body of `POST /api/admin/interests/:id/status`. */
export class InterestStatusBody {
  @IsIn(INTEREST_STATUSES, { message: `status must be one of ${INTEREST_STATUSES.join(', ')}` })
  status: InterestStatus;
}

export class SetInterestStatusDto extends InterestStatusBody {
  @IdProperty()
  id: number;
}

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

export interface ReviewsResponse {
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

export interface InterestsResponse {
  interests: PublicInterest[];
  countsByStatus: Record<InterestStatus, number>;
}

export interface CreateInterestResult {
  interest: PublicInterest;
  /** False when the same company had already marked this conference and its entry was updated. */
  created: boolean;
}
