import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props extends Omit<Field.RootProps, 'children' | 'invalid' | 'required' | 'label'> {
  label: ReactNode;
  required?: boolean;
  /** The rule's message; the field is marked invalid while there is one. */
  error?: string;
  helperText?: ReactNode;
  children: ReactNode;
}

/** A labelled control with its required mark and error text: the one field markup of every form and filter bar. */
export function FormField({ label, required, error, helperText, children, ...root }: Props) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} {...root}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
