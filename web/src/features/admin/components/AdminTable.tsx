import { Button, NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Table } from '@/components/ui/widgets/table';

/** The frame every admin table shares: horizontal scroll on phones, a header row, the rows. */
export function AdminTable({ minW, columns, children }: { minW: string; columns: string[]; children: ReactNode }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" minW={minW}>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** A moderation status dropdown; changes apply at once. */
export function StatusSelect<S extends string>({ label, value, options, width, disabled, onChange }: { label: string; value: S; options: readonly S[]; width: string; disabled: boolean; onChange: (status: S) => void }) {
  return (
    <NativeSelect.Root size="xs" width={width} disabled={disabled}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value as S)}>
        {options.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Deletes at once (SPEC: no confirmation asked). */
export function DeleteButton({ label, disabled, onClick }: { label: string; disabled: boolean; onClick: () => void }) {
  return (
    <Button size="xs" colorPalette="red" variant="outline" disabled={disabled} aria-label={label} onClick={onClick}>
      Delete
    </Button>
  );
}
