import type { ReactNode } from 'react';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useModeration, type ModeratedList } from '../api/moderation';
import { AdminTable, DeleteButton, StatusSelect } from './AdminTable';
import { TableState } from './TableStates';
import { Table } from '@/components/ui/widgets/table';

/** What tells the review table from the interest table (issue 13): columns and wording, as data. */
export interface ModerationKind<T extends { id: number; status: S }, S extends string> {
  list: ModeratedList;
  emptyText: string;
  minW: string;
  statuses: readonly S[];
  statusWidth: string;
  /** Columns in order; 'status' places the status dropdown. Actions come last. */
  columns: Array<{ header: string; cell: (item: T) => ReactNode; maxW?: string } | 'status'>;
  /** Names the row for screen readers, e.g. "the review by Ada". */
  describe: (item: T) => string;
}

/** The one admin moderation table (SPEC §2): status changes and deletes apply at once, with toasts. */
export function ModerationTable<T extends { id: number; status: S }, S extends string>({
  kind,
  adminKey,
  rows,
  loading,
  error,
}: {
  kind: ModerationKind<T, S>;
  adminKey: string;
  rows: T[] | undefined;
  loading: boolean;
  error: boolean;
}) {
  const { setStatus, remove, messages } = useModeration<S>(kind.list, adminKey);
  if (!rows || rows.length === 0) return <TableState loading={loading} error={error} empty={rows?.length === 0} emptyText={kind.emptyText} />;

  const failed = (err: Error) => notify({ title: 'Error', description: errorMessage(err, messages.updateFailed), type: 'error' });
  const headers = [...kind.columns.map((c) => (c === 'status' ? 'Status' : c.header)), 'Actions'];

  return (
    <AdminTable minW={kind.minW} columns={headers}>
      {rows.map((row) => (
        <Table.Row key={row.id}>
          {kind.columns.map((c) =>
            c === 'status' ? (
              <Table.Cell key="status">
                <StatusSelect
                  label={`Status of ${kind.describe(row)}`}
                  value={row.status}
                  options={kind.statuses}
                  width={kind.statusWidth}
                  disabled={setStatus.isPending}
                  onChange={(status: S) => setStatus.mutate({ id: row.id, status }, { onSuccess: () => notify({ title: messages.updated }), onError: failed })}
                />
              </Table.Cell>
            ) : (
              <Table.Cell key={c.header} maxW={c.maxW}>
                {c.cell(row)}
              </Table.Cell>
            ),
          )}
          <Table.Cell>
            <DeleteButton
              label={`Delete ${kind.describe(row)}`}
              disabled={remove.isPending}
              onClick={() => remove.mutate(row.id, { onSuccess: () => notify({ title: messages.deleted }), onError: failed })}
            />
          </Table.Cell>
        </Table.Row>
      ))}
    </AdminTable>
  );
}
