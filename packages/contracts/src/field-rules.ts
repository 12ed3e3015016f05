import isEmail from 'validator/lib/isEmail';
import isURL from 'validator/lib/isURL';

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

/** A web address with a scheme (http or https) and a host name with a top-level domain. */
export function isWebUrl(value: unknown): value is string {
  return typeof value === 'string' && isURL(value, { protocols: ['http', 'https'], require_protocol: true, require_valid_protocol: true });
}

export function isEmailAddress(value: unknown): value is string {
  return typeof value === 'string' && isEmail(value);
}

const FORMATS = { email: isEmailAddress, url: isWebUrl };

/** What is wrong with `value` under `field`, or null. '' and null count as absent. */
export function issueOf(field: Field, value: unknown): Issue | null {
  if (value === undefined || value === null || value === '') return field.required ? 'required' : null;
  if (field.kind === 'number') {
    if (typeof value !== 'number' || !Number.isInteger(value)) return 'type';
    return value < field.min || value > field.max ? 'range' : null;
  }
  if (typeof value !== 'string') return 'type';
  if (field.required && value.trim() === '') return 'required';
  // PostgreSQL text cannot hold NUL: letting one through would fail in the database as a 500.
  if (value.includes('\u0000')) return 'nul';
  if (value.length > field.max) return 'tooLong';
  if (field.format && !FORMATS[field.format](value)) return 'format';
  return null;
}

function apiMessage(field: Field, issue: Issue): string {
  if (field.kind === 'number') return issue === 'required' ? `${field.label} is required` : `${field.label} must be a whole number from ${field.min} to ${field.max}`;
  switch (issue) {
    case 'required':
      return `${field.label} is required`;
    case 'nul':
      return `${field.label} must not contain NUL characters`;
    case 'tooLong':
      return `${field.label} must be at most ${field.max} characters`;
    case 'format':
      return field.format === 'email' ? `${field.label} must be a valid e-mail address` : `${field.label} must be a valid http(s) URL`;
    default:
      return `${field.label} must be text`;
  }
}

/** SPEC §5's generic form messages; a number's range says itself. */
function formMessage(field: Field, issue: Issue): string {
  if (issue === 'required') return 'Required';
  if (field.kind === 'number') return apiMessage(field, issue);
  if (issue === 'tooLong') return `Must be at most ${field.max} characters`;
  if (issue === 'format') return field.format === 'email' ? 'Invalid email' : 'Must be a valid URL';
  return 'Invalid input';
}

/** The rule as the gateway applies it to a JSON value. */
export function apiRule(field: Field): FieldRule {
  return (value) => {
    const issue = issueOf(field, value);
    return issue && (field.messages?.[issue] ?? apiMessage(field, issue));
  };
}

/** The rule as a form applies it to what an input holds: trimmed text, digits read as a number. */
export function formRule(field: Field): (input: string) => string | null {
  return (input) => {
    const text = input.trim();
    const value = field.kind === 'number' && /^\d{1,15}$/.test(text) ? Number(text) : text;
    const issue = issueOf(field, value);
    return issue && (field.messages?.[issue] ?? formMessage(field, issue));
  };
}
