import { Transform } from 'class-transformer';
import { isEmail, IsOptional, registerDecorator, ValidationArguments } from 'class-validator';
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
  /** ConferenceCompaniesQuery → InterestedCompany[]: companies attending or sponsoring one conference, one row each. */
  companiesGoing: subject('community.interests.companies-going'),
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
const NUL = '\u0000';

const trimmed = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);
/** Optional text: trimmed, and an empty value becomes null (a missing one stays missing; services read it as null). */
const trimmedOrNull = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const t = value.trim();
  return t === '' ? null : t;
};

/**
 * One rule per field with one message naming what is wrong, so a missing name reads
 * 'userName is required' rather than every constraint it also fails.
 */
function Rule(problem: (value: unknown) => string | null): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: `community_${String(propertyName)}`,
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: (args: ValidationArguments) => problem(args.value) ?? '' },
      validator: { validate: (value: unknown) => problem(value) === null },
    });
}

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
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID ? null : `${name} must be a positive integer`;

/** Ids arrive as numbers over NATS and JSON, as strings in query strings and path params. */
function IdProperty(name = 'id'): PropertyDecorator {
  return (target, key) => {
    Transform(({ value }) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value))(target, key);
    Rule(positiveId(name))(target, key);
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
  @Rule(text('userName', COMMUNITY_LIMITS.name, { required: true }))
  userName: string;

  @Transform(trimmedOrNull)
  @IsOptional()
  @Rule(text('userEmail', COMMUNITY_LIMITS.email, { email: true }))
  userEmail?: string | null;

  @Rule(oneOf('role', REVIEW_ROLES))
  role: ReviewRole;

  @IsOptional()
  @Rule((v) => (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 5 ? null : 'rating must be an integer from 1 to 5, or null'))
  rating?: number | null;

  @Transform(trimmedOrNull)
  @IsOptional()
  @Rule(text('title', COMMUNITY_LIMITS.reviewTitle))
  title?: string | null;

  @Transform(trimmed)
  @Rule(text('body', COMMUNITY_LIMITS.reviewBody, { required: true }))
  body: string;
}

export class CreateInterestDto {
  @IdProperty('conferenceId')
  conferenceId: number;

  /** Empty or missing means the featured company (FEATURED_COMPANY_NAME, default Crustdata). */
  @Transform(trimmedOrNull)
  @IsOptional()
  @Rule(text('companyName', COMMUNITY_LIMITS.companyName))
  companyName?: string | null;

  @Rule(oneOf('status', INTEREST_STATUSES))
  status: InterestStatus;

  @Transform(trimmedOrNull)
  @IsOptional()
  @Rule(text('comment', COMMUNITY_LIMITS.comment))
  comment?: string | null;

  @Transform(trimmedOrNull)
  @IsOptional()
  @Rule(text('submittedBy', COMMUNITY_LIMITS.name))
  submittedBy?: string | null;

  @Transform(trimmedOrNull)
  @IsOptional()
  @Rule(text('contactEmail', COMMUNITY_LIMITS.email, { email: true }))
  contactEmail?: string | null;
}

export class CompanyInterestsQuery {
  @Transform(trimmed)
  @Rule(text('companyName', COMMUNITY_LIMITS.companyName, { required: true }))
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
  @Rule(oneOf('status', REVIEW_STATUSES))
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
  @Rule(oneOf('status', INTEREST_STATUSES))
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
