import { z } from 'zod';
import { STORAGE_KEYS } from '@/config/constants';
import { readJson, writeJson } from '@/lib/storage';
import { fieldSchema } from '@/lib/field-schema';
import { COMMUNITY_LIMITS, REVIEW_FIELDS, REVIEW_ROLES, type ReviewRole } from '@confdir/contracts/web';

export const REVIEW_LIMITS = { name: COMMUNITY_LIMITS.name, email: COMMUNITY_LIMITS.email, title: COMMUNITY_LIMITS.reviewTitle, body: COMMUNITY_LIMITS.reviewBody } as const;

/** POST /api/reviews (SPEC §7): optional values already trimmed and null when empty. */
export interface CreateReviewPayload {
  conferenceId: number;
  userName: string;
  userEmail: string | null;
  role: ReviewRole;
  rating: number | null;
  title: string | null;
  body: string;
}

export const ROLE_LABELS: Record<ReviewRole, string> = {
  ATTENDED: 'Attended',
  SPONSORED: 'Sponsored',
  DID_NOT_ATTEND: 'Did Not Attend',
};

/** SPEC §5 with the contract's rules: name, role and body required; e-mail optional but valid; rating optional 1-5; title optional. */
export const reviewFormSchema = z.object({
  userName: fieldSchema(REVIEW_FIELDS.userName),
  userEmail: fieldSchema(REVIEW_FIELDS.userEmail),
  role: z.string().refine((v) => (REVIEW_ROLES as readonly string[]).includes(v), 'Required'),
  rating: fieldSchema(REVIEW_FIELDS.rating),
  title: fieldSchema(REVIEW_FIELDS.title),
  body: fieldSchema(REVIEW_FIELDS.body),
});

/** Everything the inputs hold is text; the rating is '' or '1'..'5'. */
export type ReviewFormValues = z.input<typeof reviewFormSchema>;

export function toReviewPayload(conferenceId: number, values: ReviewFormValues): CreateReviewPayload {
  const optional = (v: string) => v.trim() || null;
  return {
    conferenceId,
    userName: values.userName.trim(),
    userEmail: optional(values.userEmail),
    role: values.role as ReviewRole,
    rating: values.rating ? Number.parseInt(values.rating, 10) : null,
    title: optional(values.title),
    body: values.body.trim(),
  };
}

/** Only the reviewer's name and e-mail are remembered between visits (SPEC §3 reviewFormData). */
export interface RememberedReviewer {
  userName: string;
  userEmail: string;
}

export function readRememberedReviewer(): RememberedReviewer {
  const stored = readJson<Record<string, unknown> | null>(STORAGE_KEYS.reviewFormData, null);
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return { userName: text(stored?.userName), userEmail: text(stored?.userEmail) };
}

export function rememberReviewer(reviewer: RememberedReviewer): void {
  writeJson(STORAGE_KEYS.reviewFormData, { userName: reviewer.userName, userEmail: reviewer.userEmail });
}

export function emptyReviewForm(reviewer: RememberedReviewer): ReviewFormValues {
  return { ...reviewer, role: '', rating: '', title: '', body: '' };
}
