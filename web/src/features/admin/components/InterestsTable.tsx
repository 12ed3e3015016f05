import { Button, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useDeleteInterest, useSetInterestStatus } from '../api/interest-moderation';
import { INTEREST_STATUSES, type AdminInterest, type InterestStatus } from '../types';
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
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" minW="640px">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Company</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Comment</Table.ColumnHeader>
            <Table.ColumnHeader>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
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
                <NativeSelect.Root size="xs" width="150px" disabled={setStatus.isPending}>
                  <NativeSelect.Field
                    aria-label={`Status of the interest of ${company(i)}`}
                    value={i.status}
                    onChange={(e) =>
                      setStatus.mutate({ id: i.id, status: e.target.value as InterestStatus }, { onSuccess: () => notify({ title: 'Interest updated' }), onError: failed })
                    }
                  >
                    {INTEREST_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {s}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Table.Cell>
              <Table.Cell maxW="320px">
                <Text lineClamp={2} fontSize="sm">
                  {i.comment || '—'}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Button
                  size="xs"
                  colorPalette="red"
                  variant="outline"
                  disabled={remove.isPending}
                  aria-label={`Delete the interest of ${company(i)}`}
                  onClick={() => remove.mutate(i.id, { onSuccess: () => notify({ title: 'Interest deleted' }), onError: failed })}
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
