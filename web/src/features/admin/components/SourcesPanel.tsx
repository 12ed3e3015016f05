import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { SyncRunJson, SyncSourceJson } from '@confdir/contracts/web';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { Table } from '@/components/ui/widgets/table';
import { useSyncNow, useSyncSources } from '../api/sync';
import { AdminTable } from './AdminTable';
import { TableState } from './TableStates';

const STATUS_COLOR: Record<SyncRunJson['status'], string> = { running: 'blue', ok: 'green', partial: 'orange', failed: 'red' };

function when(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';
}

function schedule(s: SyncSourceJson): string {
  if (!s.scheduled) return 'Not scheduled (SYNC_INTERVAL_MINUTES=0 or not in SYNC_SOURCES): runs only when asked.';
  return s.intervalMinutes % 60 === 0 ? `Every ${s.intervalMinutes / 60} hours.` : `Every ${s.intervalMinutes} minutes.`;
}

function RunRow({ run }: { run: SyncRunJson }) {
  return (
    <Table.Row>
      <Table.Cell whiteSpace="nowrap">{when(run.startedAt)}</Table.Cell>
      <Table.Cell>{run.trigger}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={STATUS_COLOR[run.status]} variant="subtle">
          {run.status}
        </Badge>
      </Table.Cell>
      <Table.Cell>
        {run.created} new, {run.updated} updated, {run.unchanged} unchanged, {run.linked} linked, {run.queued} to review, {run.gone} gone, {run.rejected} rejected
        {run.durationMs !== null && ` in ${(run.durationMs / 1000).toFixed(1)} s`}
      </Table.Cell>
      <Table.Cell>
        {run.errorCount === 0 ? (
          'none'
        ) : (
          <details>
            <summary>{run.errorCount} problems</summary>
            <Box as="ul" fontSize="xs" pl="4" listStyleType="disc">
              {run.errors.map((e, i) => (
                <li key={i}>
                  {e.where}: {e.reason}
                </li>
              ))}
            </Box>
          </details>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

/** Each open dataset the catalog syncs from: where it is read, the schedule, "Sync now" and the last runs. */
export function SourcesPanel({ adminKey }: { adminKey: string }) {
  const sources = useSyncSources(adminKey);
  const syncNow = useSyncNow(adminKey);
  const state = <TableState loading={sources.isPending} error={sources.isError} empty={false} emptyText="" />;
  if (!sources.data) return state;

  const run = (s: SyncSourceJson) =>
    syncNow.mutate(s.name, {
      onSuccess: () => notify({ title: `Syncing ${s.label}` }),
      onError: (err) => notify({ title: 'Could not start the sync', description: errorMessage(err, 'Failed to start the sync'), type: 'error' }),
    });

  return (
    <Stack gap="8" pt="4">
      {sources.data.sources.map((s) => (
        <Stack key={s.name} gap="3" as="section" aria-labelledby={`source-${s.name}`}>
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Stack gap="0">
              <Heading as="h2" size="md" id={`source-${s.name}`}>
                {s.label}
              </Heading>
              <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                {s.upstream}
              </Text>
              <Text fontSize="sm">{schedule(s)}</Text>
            </Stack>
            <Button size="sm" variant="outline" onClick={() => run(s)} disabled={syncNow.isPending || s.runs[0]?.status === 'running'} aria-label={`Sync ${s.label} now`}>
              Sync now
            </Button>
          </HStack>
          {s.runs.length === 0 ? (
            <Text color="fg.muted">No runs yet.</Text>
          ) : (
            <AdminTable minW="760px" columns={['Started', 'By', 'Status', 'Summary', 'Problems']}>
              {s.runs.map((r) => (
                <RunRow key={r.id} run={r} />
              ))}
            </AdminTable>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
