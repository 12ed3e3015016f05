import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { SYNC_SOURCE_LABELS, type SyncReviewJson, type SyncSourceName } from '@confdir/contracts/web';
import { Link as RouterLink } from 'react-router-dom';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatDateRange } from '@/lib/dates';
import { safeHttpUrl } from '@/lib/urls';
import { Table } from '@/components/ui/widgets/table';
import { useResolveReview } from '../api/sync';
import { AdminTable } from './AdminTable';
import { TableState } from './TableStates';

interface Props {
  adminKey: string;
  reviews: SyncReviewJson[] | undefined;
  loading: boolean;
  error: boolean;
}

const label = (source: string) => SYNC_SOURCE_LABELS[source as SyncSourceName] ?? source;

/** Upstream entries that may be a listed conference: the admin links each to one, or lists it as new. */
export function ReviewQueue({ adminKey, reviews, loading, error }: Props) {
  const resolve = useResolveReview(adminKey);
  const state = <TableState loading={loading} error={error} empty={reviews?.length === 0} emptyText="Nothing to review" />;
  if (!reviews || reviews.length === 0) return state;

  const act = (review: SyncReviewJson, action: 'link' | 'create', conferenceId?: number) =>
    resolve.mutate(
      { id: review.id, action, conferenceId },
      {
        onSuccess: (c) => notify({ title: action === 'link' ? `Linked to ${c.title}` : `Listed ${c.title}` }),
        onError: (err) => notify({ title: 'Error', description: errorMessage(err, 'Failed to resolve'), type: 'error' }),
      },
    );

  return (
    <AdminTable minW="860px" columns={['Upstream entry', 'Why', 'May be', 'Actions']}>
      {reviews.map((r) => {
        const site = safeHttpUrl(r.entry.url);
        return (
          <Table.Row key={r.id}>
            <Table.Cell maxW="300px">
              <Stack gap="0">
                <Text fontWeight="medium">{r.entry.title}</Text>
                <Text fontSize="xs">
                  {formatDateRange(`${r.entry.startDate}T00:00:00Z`, `${r.entry.endDate}T00:00:00Z`)} · {r.entry.location ?? 'no place'}
                </Text>
                <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                  {label(r.source)}, {r.entry.where}
                  {site && (
                    <>
                      {' · '}
                      <Link href={site} target="_blank" rel="noopener noreferrer" textDecoration="underline">
                        site
                        <Text as="span" srOnly>
                          {' '}
                          of {r.entry.title} (opens in a new tab)
                        </Text>
                      </Link>
                    </>
                  )}
                </Text>
              </Stack>
            </Table.Cell>
            <Table.Cell maxW="200px">{r.reason}</Table.Cell>
            <Table.Cell>
              <Stack gap="2">
                {r.candidates.map((c) => (
                  <HStack key={c.id} gap="2" wrap="wrap">
                    <Link asChild fontSize="sm">
                      <RouterLink to={`/conference/${c.slug}`}>{c.title}</RouterLink>
                    </Link>
                    <Text fontSize="xs" color="fg.muted">
                      {formatDateRange(c.startDateUTC, null)} · {c.location ?? 'no place'}
                    </Text>
                    <Button size="xs" variant="outline" disabled={resolve.isPending} onClick={() => act(r, 'link', c.id)} aria-label={`Link ${r.entry.title} to ${c.title}`}>
                      Same conference
                    </Button>
                  </HStack>
                ))}
              </Stack>
            </Table.Cell>
            <Table.Cell>
              <Button size="xs" variant="outline" disabled={resolve.isPending} onClick={() => act(r, 'create')} aria-label={`List ${r.entry.title} as a new conference`}>
                List as new
              </Button>
            </Table.Cell>
          </Table.Row>
        );
      })}
    </AdminTable>
  );
}
