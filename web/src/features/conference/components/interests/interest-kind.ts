import { INTEREST_STATUSES, type InterestsResponse, type InterestStatus } from '@confdir/contracts/web';
import type { FeedbackKind } from '../feedback/feedback-kind';
import { emptyInterestForm, INTEREST_LIMITS, interestFormSchema, STATUS_LABELS, toInterestPayload, type CreateInterestPayload, type InterestFormValues } from './interest-form';

const STATUS_PALETTE: Record<InterestStatus, string> = { CONSIDERING: 'yellow', ATTENDING: 'green', SPONSORING: 'purple', NOT_GOING: 'red' };

/** The Company Interest tab as data (SPEC §2, §5): the summary only once some count is above 0; status and comment clear after success. */
export const interestKind: FeedbackKind<InterestsResponse, InterestFormValues, CreateInterestPayload> = {
  path: '/api/interests',
  tabTitle: 'Company Interest',
  noun: 'company interests',
  emptyText: 'No company interests recorded yet. Be the first!',
  loadError: 'Failed to load company interests',
  entries: (page) =>
    page.interests.map((i) => ({
      id: i.id,
      name: i.companyName,
      badge: { label: STATUS_LABELS[i.status] ?? i.status, palette: STATUS_PALETTE[i.status] ?? 'gray' },
      date: i.updatedAt,
      text: i.comment,
      byline: i.submittedBy ? `Submitted by ${i.submittedBy}` : null,
    })),
  summary: (page) =>
    INTEREST_STATUSES.some((s) => (page.countsByStatus[s] ?? 0) > 0)
      ? { title: 'Interest Summary', counts: INTEREST_STATUSES.map((s) => ({ label: STATUS_LABELS[s], value: page.countsByStatus[s] ?? 0 })) }
      : null,
  form: {
    title: 'Mark Company Interest',
    submitLabel: 'Submit Interest',
    fields: [
      { name: 'status', label: 'Status', kind: 'select', required: true, placeholder: 'Select status', half: true, options: INTEREST_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })) },
      { name: 'companyName', label: 'Company Name', kind: 'text', autoComplete: 'organization', maxLength: INTEREST_LIMITS.companyName, placeholder: 'Leave empty for default company', half: true },
      { name: 'submittedBy', label: 'Your Name', kind: 'text', autoComplete: 'name', maxLength: INTEREST_LIMITS.name, half: true },
      { name: 'contactEmail', label: 'Contact Email', kind: 'email', autoComplete: 'email', maxLength: INTEREST_LIMITS.email, half: true },
      { name: 'comment', label: 'Comment', kind: 'textarea', rows: 3, maxLength: INTEREST_LIMITS.comment },
    ],
    schema: interestFormSchema,
    initialValues: () => emptyInterestForm,
    toPayload: toInterestPayload,
    afterSuccess: (values) => ({ ...values, status: '', comment: '' }),
    success: { title: 'Interest submitted!', description: 'Your company interest has been recorded.' },
    failure: 'Failed to submit interest',
  },
};
