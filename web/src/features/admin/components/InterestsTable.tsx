import { Stack, Table, Text } from '@chakra-ui/react';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useDeleteInterest, useSetInterestStatus } from '../api/interest-moderation';
import { INTEREST_STATUSES, type AdminInterest, type InterestStatus } from '../types';
import { AdminTable, DeleteButton, StatusSelect } from './AdminTable';
import { TableState } from './TableStates';

interface Props {
  adminKey: string;
  interests: AdminInterest[] | undefined;
  loading: boolean;
  error: boolean;
}

export function InterestsTable({ adminKey, interests, loading, error }: Props) {
  const setStatus = useSetInterestStatus(adminKey);
  const remove = useDeleteInterest(adminKey);
  const state = <TableState loading={loading} error={error} empty={interests?.length === 0} emptyText="No company interests" />;
  if (!interests || interests.length === 0) return state;

  const failed = (err: Error) => notify({ title: 'Error', description: errorMessage(err, 'Failed to update interest'), type: 'error' });
  const company = (i: AdminInterest) => i.companyName || '—';

  return (
    <AdminTable minW="640px" columns={['Company', 'Status', 'Comment', 'Actions']}>
          {interests.map((i) => (
            <Table.Row key={i.id}>
              <Table.Cell>
                <Stack gap="0">
                  <Text fontWeight="medium">{company(i)}</Text>
                  {(i.submittedBy || i.contactEmail) && (
                    <Text fontSize="xs" color="fg.muted">
                      {[i.submittedBy, i.contactEmail].filter(Boolean).join(' · ')}
                    </Text>
                  )}
                </Stack>
              </Table.Cell>
              <Table.Cell>
                <StatusSelect
                  label={`Status of the interest of ${company(i)}`}
                  value={i.status}
                  options={INTEREST_STATUSES}
                  width="150px"
                  disabled={setStatus.isPending}
                  onChange={(status: InterestStatus) => setStatus.mutate({ id: i.id, status }, { onSuccess: () => notify({ title: 'Interest updated' }), onError: failed })}
                />
              </Table.Cell>
              <Table.Cell maxW="320px">
                <Text lineClamp={2} fontSize="sm">
                  {i.comment || '—'}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <DeleteButton
                  label={`Delete the interest of ${company(i)}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(i.id, { onSuccess: () => notify({ title: 'Interest deleted' }), onError: failed })}
                />
              </Table.Cell>
            </Table.Row>
          ))}
    </AdminTable>
  );
}
