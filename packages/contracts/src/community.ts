import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { Check } from './check';
import { subject } from './subjects';
import { isRowId } from './ids';
import { PageQuery } from './paging';
import { textField } from './field-rules';
import { COMMUNITY_LIMITS, INTEREST_FIELDS, INTEREST_STATUSES, REVIEW_FIELDS, REVIEW_ROLES, REVIEW_STATUSES } from './community.types';
import type { InterestStatus, ReviewRole, ReviewStatus } from './community.types';

export * from './community.types';

/**
 * Message patterns the community service answers. Payloads and answers:
 * - listReviews `ConferenceIdQuery` → `ReviewsResponse` (one page of published reviews, newest first, no e-mail;
 *   aggregates over all of them)
 * - createReview `CreateReviewDto` → `PublicReview` (status published)
 * - listInterests `ConferenceIdQuery` → `InterestsResponse` (one page, most recently updated first; counts over all)
 * - createInterest `CreateInterestDto` → `CreateInterestResult` (`created` false when it updated the company's entry)
 * - interestsByCompany `CompanyInterestsQuery` → `PublicInterest[]` (at most PAGE_SIZES.pipeline)
 * - adminListReviews `PageQuery` → `Page<AdminReview>` (every status, newest first, with userEmail)
 * - adminSetReviewStatus `SetReviewStatusDto` → `AdminReview` (NOT_FOUND for an unknown id)
 * - adminDeleteReview `ReviewIdDto` → `{ deleted: true }` (NOT_FOUND for an unknown id)
 * - adminListInterests `PageQuery` → `Page<AdminInterest>` (most recently updated first, with contactEmail)
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
  /** ConferenceCompaniesQuery → InterestedCompany[]: companies attending or sponsoring one conference, one row each. */
  companiesGoing: subject('community.interests.companies-going'),
  /**
   * ConferenceCompaniesQuery → ConferenceFeedback: what a conference page shows first, in one message: the first
   * page of reviews and of interests (as listReviews and listInterests) and the companies going (as companiesGoing).
   */
  conferenceFeedback: subject('community.conference-feedback'),
  adminListReviews: subject('community.admin.reviews.list'),
  adminSetReviewStatus: subject('community.admin.reviews.set-status'),
  adminDeleteReview: subject('community.admin.reviews.delete'),
  adminListInterests: subject('community.admin.interests.list'),
  adminSetInterestStatus: subject('community.admin.interests.set-status'),
  adminDeleteInterest: subject('community.admin.interests.delete'),
} as const;

const trimmed = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);
/** Optional text: trimmed, and an empty value becomes null (a missing one stays missing; services read it as null). */
const trimmedOrNull = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const t = value.trim();
  return t === '' ? null : t;
};

const oneOf = (name: string, values: readonly string[]) => (value: unknown) =>
  typeof value === 'string' && values.includes(value) ? null : `${name} must be one of ${values.join(', ')}`;

const positiveId = (name: string) => (value: unknown) =>
  isRowId(value) ? null : `${name} must be a positive integer`;

/** Ids arrive as numbers over NATS and JSON, as strings in query strings and path params. */
function IdProperty(name = 'id'): PropertyDecorator {
  return (target, key) => {
    Transform(({ value }) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value))(target, key);
    Check(positiveId(name))(target, key);
  };
}

/** `?conferenceId=&page=&pageSize=` of the public lists. */
export class ConferenceIdQuery extends PageQuery {
  @IdProperty('conferenceId')
  conferenceId: number;
}

export class CreateReviewDto {
  @IdProperty('conferenceId')
  conferenceId: number;

  @Transform(trimmed)
  @Check(REVIEW_FIELDS.userName)
  userName: string;

  @Transform(trimmedOrNull)
  @IsOptional()
  @Check(REVIEW_FIELDS.userEmail)
  userEmail?: string | null;

  @Check(oneOf('role', REVIEW_ROLES))
  role: ReviewRole;

  @IsOptional()
  @Check(REVIEW_FIELDS.rating)
  rating?: number | null;

  @Transform(trimmedOrNull)
  @IsOptional()
  @Check(REVIEW_FIELDS.title)
  title?: string | null;

  @Transform(trimmed)
  @Check(REVIEW_FIELDS.body)
  body: string;
}

export class CreateInterestDto {
  @IdProperty('conferenceId')
  conferenceId: number;

  /** Empty or missing means the featured company (FEATURED_COMPANY_NAME, default Crustdata). */
  @Transform(trimmedOrNull)
  @IsOptional()
  @Check(INTEREST_FIELDS.companyName)
  companyName?: string | null;

  @Check(oneOf('status', INTEREST_STATUSES))
  status: InterestStatus;

  @Transform(trimmedOrNull)
  @IsOptional()
  @Check(INTEREST_FIELDS.comment)
  comment?: string | null;

  @Transform(trimmedOrNull)
  @IsOptional()
  @Check(INTEREST_FIELDS.submittedBy)
  submittedBy?: string | null;

  @Transform(trimmedOrNull)
  @IsOptional()
  @Check(INTEREST_FIELDS.contactEmail)
  contactEmail?: string | null;
}

export class CompanyInterestsQuery extends PageQuery {
  @Transform(trimmed)
  @Check(textField('companyName', COMMUNITY_LIMITS.companyName, { required: true }))
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
  @Check(oneOf('status', REVIEW_STATUSES))
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
  @Check(oneOf('status', INTEREST_STATUSES))
  status: InterestStatus;
}

export class SetInterestStatusDto extends InterestStatusBody {
  @IdProperty()
  id: number;
}
