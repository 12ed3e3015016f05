import { Stack, Table, Text } from '@chakra-ui/react';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useDeleteReview, useSetReviewStatus } from '../api/review-moderation';
import { REVIEW_STATUSES, type AdminReview, type ReviewStatus } from '../types';
import { AdminTable, DeleteButton, StatusSelect } from './AdminTable';
import { TableState } from './TableStates';

interface Props {
  adminKey: string;
  reviews: AdminReview[] | undefined;
  loading: boolean;
  error: boolean;
}

export function ReviewsTable({ adminKey, reviews, loading, error }: Props) {
  const setStatus = useSetReviewStatus(adminKey);
  const remove = useDeleteReview(adminKey);
  const state = <TableState loading={loading} error={error} empty={reviews?.length === 0} emptyText="No reviews" />;
  if (!reviews || reviews.length === 0) return state;

  const failed = (err: Error) => notify({ title: 'Error', description: errorMessage(err, 'Failed to update review'), type: 'error' });

  return (
    <AdminTable minW="760px" columns={['User', 'Review', 'Role', 'Rating', 'Status', 'Actions']}>
          {reviews.map((r) => (
            <Table.Row key={r.id}>
              <Table.Cell>
                <Stack gap="0">
                  <Text fontWeight="medium">{r.userName}</Text>
                  {r.userEmail && (
                    <Text fontSize="xs" color="fg.muted">
                      {r.userEmail}
                    </Text>
                  )}
                </Stack>
              </Table.Cell>
              <Table.Cell maxW="280px">
                {r.title && <Text fontWeight="medium">{r.title}</Text>}
                <Text lineClamp={2} fontSize="sm">
                  {r.body}
                </Text>
              </Table.Cell>
              <Table.Cell>{r.role}</Table.Cell>
              <Table.Cell>{r.rating ? `${r.rating}/5` : '—'}</Table.Cell>
              <Table.Cell>
                <StatusSelect
                  label={`Status of the review by ${r.userName}`}
                  value={r.status}
                  options={REVIEW_STATUSES}
                  width="120px"
                  disabled={setStatus.isPending}
                  onChange={(status: ReviewStatus) => setStatus.mutate({ id: r.id, status }, { onSuccess: () => notify({ title: 'Review updated' }), onError: failed })}
                />
              </Table.Cell>
              <Table.Cell>
                <DeleteButton
                  label={`Delete the review by ${r.userName}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(r.id, { onSuccess: () => notify({ title: 'Review deleted' }), onError: failed })}
                />
              </Table.Cell>
            </Table.Row>
          ))}
    </AdminTable>
  );
}
