import { NativeSelect } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import { FormField } from './FormField';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectControlProps = ComponentProps<typeof NativeSelect.Field> & {
  options: readonly SelectOption[];
  /** Options before the list, e.g. 'Not set'. */
  children?: ReactNode;
  disabled?: boolean;
};

/** A native select with its indicator: the one select control, registered or controlled. */
export function SelectControl({ options, children, disabled, ...field }: SelectControlProps) {
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field {...field}>
        {children}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  children?: ReactNode;
}

/** A labelled, controlled native select: the same control on every filter bar, keyboard and screen-reader friendly. */
export function SelectField({ label, value, onChange, options, children }: SelectFieldProps) {
  return (
    <FormField label={label}>
      <SelectControl value={value} onChange={(e) => onChange(e.currentTarget.value)} options={options}>
        {children}
      </SelectControl>
    </FormField>
  );
}
