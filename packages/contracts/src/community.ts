import { Transform } from 'class-transformer';
import { isEmail, IsOptional } from 'class-validator';
import { Check } from './check';
import { subject } from './subjects';
import { isRowId } from './ids';
import { PageQuery } from './paging';
import { COMMUNITY_LIMITS, INTEREST_STATUSES, REVIEW_ROLES, REVIEW_STATUSES } from './community.types';
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
  adminListReviews: subject('community.admin.reviews.list'),
  adminSetReviewStatus: subject('community.admin.reviews.set-status'),
  adminDeleteReview: subject('community.admin.reviews.delete'),
  adminListInterests: subject('community.admin.interests.list'),
  adminSetInterestStatus: subject('community.admin.interests.set-status'),
  adminDeleteInterest: subject('community.admin.interests.delete'),
} as const;

/** Postgres text cannot hold U+0000; refusing it here keeps it a 400 rather than a failed insert. */
const NUL = '\u0000';

const trimmed = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);
/** Optional text: trimmed, and an empty value becomes null (a missing one stays missing; services read it as null). */
const trimmedOrNull = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const t = value.trim();
  return t === '' ? null : t;
};

function text(name: string, max: number, opts: { required?: boolean; email?: boolean } = {}) {
  return (value: unknown): string | null => {
    if (value === undefined || value === null || value === '') return opts.required ? `${name} is required` : null;
    if (typeof value !== 'string') return `${name} must be text`;
    if (value.includes(NUL)) return `${name} must not contain NUL characters`;
    if (value.length > max) return `${name} must be at most ${max} characters`;
    if (opts.email && !isEmail(value)) return `${name} must be a valid e-mail address`;
    return null;
  };
}

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
  @Check(text('userName', COMMUNITY_LIMITS.name, { required: true }))
  userName: string;

  @Transform(trimmedOrNull)
  @IsOptional()
  @Check(text('userEmail', COMMUNITY_LIMITS.email, { email: true }))
  userEmail?: string | null;

  @Check(oneOf('role', REVIEW_ROLES))
  role: ReviewRole;

  @IsOptional()
  @Check((v) => (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 5 ? null : 'rating must be an integer from 1 to 5, or null'))
  rating?: number | null;

  @Transform(trimmedOrNull)
  @IsOptional()
  @Check(text('title', COMMUNITY_LIMITS.reviewTitle))
  title?: string | null;

  @Transform(trimmed)
  @Check(text('body', COMMUNITY_LIMITS.reviewBody, { required: true }))
  body: string;
}

export class CreateInterestDto {
  @IdProperty('conferenceId')
  conferenceId: number;

  /** Empty or missing means the featured company (FEATURED_COMPANY_NAME, default Crustdata). */
  @Transform(trimmedOrNull)
  @IsOptional()
  @Check(text('companyName', COMMUNITY_LIMITS.companyName))
  companyName?: string | null;

  @Check(oneOf('status', INTEREST_STATUSES))
  status: InterestStatus;

  @Transform(trimmedOrNull)
  @IsOptional()
  @Check(text('comment', COMMUNITY_LIMITS.comment))
  comment?: string | null;

  @Transform(trimmedOrNull)
  @IsOptional()
  @Check(text('submittedBy', COMMUNITY_LIMITS.name))
  submittedBy?: string | null;

  @Transform(trimmedOrNull)
  @IsOptional()
  @Check(text('contactEmail', COMMUNITY_LIMITS.email, { email: true }))
  contactEmail?: string | null;
}

export class CompanyInterestsQuery extends PageQuery {
  @Transform(trimmed)
  @Check(text('companyName', COMMUNITY_LIMITS.companyName, { required: true }))
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
