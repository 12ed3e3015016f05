import isEmail from 'validator/lib/isEmail';
import isURL from 'validator/lib/isURL';
import type { Field, FieldRule, Issue } from './field-rules';

/**
 * How a field rule (field-rules.ts) is checked, for the API and for a form. URL and e-mail checks
 * are validator.js, the library class-validator itself uses, so both sides accept exactly the same
 * values. A module of its own, so a page bundle that only reads the rule tables does not carry them.
 */

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
