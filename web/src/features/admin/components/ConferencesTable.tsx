import { Badge, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SYNC_SOURCE_LABELS, type SyncSourceName } from '@confdir/contracts/web';
import { TypeBadge } from '@/components/conference/TypeBadge';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatDateRange } from '@/lib/dates';
import type { Conference } from '@/types/conference';
import { useSetConferenceStatus } from '../api/set-conference-status';
import { AdminTable } from './AdminTable';
import { ConferenceDetailsDialog } from './ConferenceDetailsDialog';
import { TableState } from './TableStates';
import { Table } from '@/components/ui/widgets/table';

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

const sourceLabel = (name: string) => SYNC_SOURCE_LABELS[name as SyncSourceName] ?? name;

/** "Listed on confs.tech", and "No longer listed by developers.events" for an entry gone upstream (the conference stays). */
function Provenance({ conference }: { conference: Conference }) {
  const sources = conference.sources ?? [];
  const listed = sources.filter((s) => !s.gone).map((s) => sourceLabel(s.name));
  const gone = sources.filter((s) => s.gone).map((s) => sourceLabel(s.name));
  return (
    <>
      {listed.length > 0 && <Text fontSize="xs" color="fg.muted">Listed on {listed.join(', ')}</Text>}
      {gone.length > 0 && <Text fontSize="xs" color="fg.error">No longer listed by {gone.join(', ')}</Text>}
    </>
  );
}

interface Props {
  adminKey: string;
  conferences: Conference[] | undefined;
  loading: boolean;
  error: boolean;
}

export function ConferencesTable({ adminKey, conferences, loading, error }: Props) {
  const setStatus = useSetConferenceStatus(adminKey);
  const [editing, setEditing] = useState<Conference | null>(null);
  const state = <TableState loading={loading} error={error} empty={conferences?.length === 0} emptyText="No conferences" />;
  if (!conferences || conferences.length === 0) return state;

  const toggle = (c: Conference) => {
    const status = c.status === 'published' ? 'hidden' : 'published';
    setStatus.mutate(
      { id: c.id, status },
      {
        onSuccess: () => notify({ title: status === 'hidden' ? 'Conference hidden' : 'Conference published' }),
        onError: (err) => notify({ title: 'Error', description: errorMessage(err, 'Failed to update conference'), type: 'error' }),
      },
    );
  };

  return (
    <>
    {editing && <ConferenceDetailsDialog adminKey={adminKey} conference={editing} onClose={() => setEditing(null)} />}
    <AdminTable minW="720px" columns={['Title', 'Dates', 'Location', 'Type', 'Status', 'Actions']}>
          {conferences.map((c) => (
            <Table.Row key={c.id}>
              <Table.Cell maxW="320px">
                <Stack gap="0">
                  {c.status === 'published' ? (
                    <Link asChild fontWeight="medium" color="fg">
                      <RouterLink to={`/conference/${c.slug}`}>{c.title}</RouterLink>
                    </Link>
                  ) : (
                    <Text fontWeight="medium">{c.title}</Text>
                  )}
                  <Text fontSize="xs" color="fg.muted">
                    {hostOf(c.url)}
                  </Text>
                  <Provenance conference={c} />
                </Stack>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateRange(c.startDateUTC, c.endDateUTC)}</Table.Cell>
              <Table.Cell>{c.location ?? '—'}</Table.Cell>
              <Table.Cell>
                <TypeBadge type={c.type} />
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={c.status === 'published' ? 'green' : 'gray'} variant="subtle">
                  {c.status}
                </Badge>
              </Table.Cell>
              <Table.Cell>
                <HStack gap="2">
                <Button size="xs" variant="outline" onClick={() => setEditing(c)} aria-label={`Edit ${c.title}`}>
                  Edit
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => toggle(c)}
                  disabled={setStatus.isPending}
                  aria-label={`${c.status === 'published' ? 'Hide' : 'Publish'} ${c.title}`}
                >
                  {c.status === 'published' ? 'Hide' : 'Publish'}
                </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
    </AdminTable>
    </>
  );
}
