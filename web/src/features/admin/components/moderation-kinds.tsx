import { Stack, Text } from '@chakra-ui/react';
import { INTEREST_STATUSES, REVIEW_STATUSES, type AdminInterest, type AdminReview, type InterestStatus, type ReviewStatus } from '../types';
import type { ModerationKind } from './ModerationTable';

/** A name with a muted second line (e-mail, submitter): who wrote the row. */
function Who({ name, detail }: { name: string; detail?: string | null }) {
  return (
    <Stack gap="0">
      <Text fontWeight="medium">{name}</Text>
      {detail && (
        <Text fontSize="xs" color="fg.muted">
          {detail}
        </Text>
      )}
    </Stack>
  );
}

export const reviewModeration: ModerationKind<AdminReview, ReviewStatus> = {
  list: 'reviews',
  emptyText: 'No reviews',
  minW: '760px',
  statuses: REVIEW_STATUSES,
  statusWidth: '120px',
  columns: [
    { header: 'User', cell: (r) => <Who name={r.userName} detail={r.userEmail} /> },
    {
      header: 'Review',
      maxW: '280px',
      cell: (r) => (
        <>
          {r.title && <Text fontWeight="medium">{r.title}</Text>}
          <Text lineClamp={2} fontSize="sm">
            {r.body}
          </Text>
        </>
      ),
    },
    { header: 'Role', cell: (r) => r.role },
    { header: 'Rating', cell: (r) => (r.rating ? `${r.rating}/5` : '—') },
    'status',
  ],
  describe: (r) => `the review by ${r.userName}`,
};

const company = (i: AdminInterest) => i.companyName || '—';

export const interestModeration: ModerationKind<AdminInterest, InterestStatus> = {
  list: 'interests',
  emptyText: 'No company interests',
  minW: '640px',
  statuses: INTEREST_STATUSES,
  statusWidth: '150px',
  columns: [
    { header: 'Company', cell: (i) => <Who name={company(i)} detail={[i.submittedBy, i.contactEmail].filter(Boolean).join(' · ')} /> },
    'status',
    {
      header: 'Comment',
      maxW: '320px',
      cell: (i) => (
        <Text lineClamp={2} fontSize="sm">
          {i.comment || '—'}
        </Text>
      ),
    },
  ],
  describe: (i) => `the interest of ${company(i)}`,
};
