import { REVIEW_ROLES, type ReviewRole, type ReviewsResponse } from '@confdir/contracts/web';
import type { FeedbackKind } from '../feedback/feedback-kind';
import {
  emptyReviewForm,
  readRememberedReviewer,
  rememberReviewer,
  REVIEW_LIMITS,
  reviewFormSchema,
  ROLE_LABELS,
  toReviewPayload,
  type CreateReviewPayload,
  type ReviewFormValues,
} from './review-form';

const ROLE_PALETTE: Record<ReviewRole, string> = { ATTENDED: 'green', SPONSORED: 'purple', DID_NOT_ATTEND: 'gray' };

/** SPEC §3: the average to one decimal, 'N/A' when missing or zero. */
export function formatAverage(avgRating: number | null | undefined): string {
  return avgRating ? avgRating.toFixed(1) : 'N/A';
}

/** The Reviews tab as data (SPEC §2, §5): the summary always shows; name and e-mail stay, and are remembered, after a review. */
export const reviewKind: FeedbackKind<ReviewsResponse, ReviewFormValues, CreateReviewPayload> = {
  path: '/api/reviews',
  tabTitle: 'Reviews',
  noun: 'reviews',
  emptyText: 'No reviews yet. Be the first to share your experience!',
  loadError: 'Failed to load reviews',
  entries: (page) =>
    page.reviews.map((r) => ({
      id: r.id,
      name: r.userName,
      badge: { label: ROLE_LABELS[r.role] ?? r.role, palette: ROLE_PALETTE[r.role] ?? 'gray' },
      date: r.createdAt,
      rating: r.rating,
      title: r.title,
      text: r.body,
    })),
  summary: (page) => ({
    title: 'Review Summary',
    headline: { value: formatAverage(page.avgRating), label: 'average rating' },
    counts: REVIEW_ROLES.map((role) => ({ label: ROLE_LABELS[role], value: page.countsByRole[role] ?? 0 })),
  }),
  form: {
    title: 'Leave a Review',
    submitLabel: 'Submit Review',
    fields: [
      { name: 'userName', label: 'Your Name', kind: 'text', required: true, autoComplete: 'name', maxLength: REVIEW_LIMITS.name, half: true },
      { name: 'userEmail', label: 'Email', kind: 'email', autoComplete: 'email', maxLength: REVIEW_LIMITS.email, half: true },
      { name: 'role', label: 'Your Role', kind: 'select', required: true, placeholder: 'Select your role', options: REVIEW_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] })) },
      { name: 'rating', label: 'Rating', kind: 'rating' },
      { name: 'title', label: 'Title', kind: 'text', maxLength: REVIEW_LIMITS.title },
      { name: 'body', label: 'Review body', kind: 'textarea', required: true, rows: 4, maxLength: REVIEW_LIMITS.body, placeholder: 'Share your experience' },
    ],
    schema: reviewFormSchema,
    initialValues: () => emptyReviewForm(readRememberedReviewer()),
    toPayload: toReviewPayload,
    afterSuccess: (_values, payload) => {
      const reviewer = { userName: payload.userName, userEmail: payload.userEmail ?? '' };
      rememberReviewer(reviewer);
      return emptyReviewForm(reviewer);
    },
    success: { title: 'Review submitted!', description: 'Your review has been published.' },
    failure: 'Failed to submit review',
  },
};
