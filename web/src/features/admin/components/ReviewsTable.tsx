import { Button, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useDeleteReview, useSetReviewStatus } from '../api/review-moderation';
import { REVIEW_STATUSES, type AdminReview, type ReviewStatus } from '../types';
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
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" minW="760px">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>User</Table.ColumnHeader>
            <Table.ColumnHeader>Review</Table.ColumnHeader>
            <Table.ColumnHeader>Role</Table.ColumnHeader>
            <Table.ColumnHeader>Rating</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
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
                <NativeSelect.Root size="xs" width="120px" disabled={setStatus.isPending}>
                  <NativeSelect.Field
                    aria-label={`Status of the review by ${r.userName}`}
                    value={r.status}
                    onChange={(e) =>
                      setStatus.mutate({ id: r.id, status: e.target.value as ReviewStatus }, { onSuccess: () => notify({ title: 'Review updated' }), onError: failed })
                    }
                  >
                    {REVIEW_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {s}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Table.Cell>
              <Table.Cell>
                <Button
                  size="xs"
                  colorPalette="red"
                  variant="outline"
                  disabled={remove.isPending}
                  aria-label={`Delete the review by ${r.userName}`}
                  onClick={() => remove.mutate(r.id, { onSuccess: () => notify({ title: 'Review deleted' }), onError: failed })}
                >
                  Delete
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
