/**
 * The one validation vocabulary (issue 13). A field's rule is data (label, limits, format, the
 * SPEC's own wording where it has one); the gateway DTOs check it through `Check` with API messages
 * that name the field, and the web forms check the very same rule with the SPEC §5 form wording
 * ('Required', 'Invalid email'). URL and e-mail checks are validator.js, the library class-validator
 * itself uses, so both sides accept exactly the same values. Decorator-free: part of contracts/web.
 */

/** Null when the value is fine, otherwise the one message that says what is wrong. */
export type FieldRule = (value: unknown) => string | null;

export type Issue = 'required' | 'type' | 'nul' | 'tooLong' | 'format' | 'range';

interface FieldBase {
  /** How API messages name the field ("userName is required"). */
  label: string;
  required?: boolean;
  /** Wording both audiences show instead of the defaults (SPEC §5: 'Title is required'). */
  messages?: Partial<Record<Issue, string>>;
}

export interface TextField extends FieldBase {
  kind: 'text';
  max: number;
  format?: 'email' | 'url';
}

export interface NumberField extends FieldBase {
  kind: 'number';
  min: number;
  max: number;
}

export type Field = TextField | NumberField;

export const textField = (label: string, max: number, opts: Omit<TextField, 'kind' | 'label' | 'max'> = {}): TextField => ({ kind: 'text', label, max, ...opts });
export const numberField = (label: string, min: number, max: number, opts: Omit<NumberField, 'kind' | 'label' | 'min' | 'max'> = {}): NumberField => ({
  kind: 'number',
  label,
  min,
  max,
  ...opts,
});

