import type { ValidationError } from 'class-validator';

/**
 * The messages of every broken rule, nested objects included, in field order: the one way the
 * gateway's and the services' validation pipes turn class-validator's tree into a 400 message.
 * A field whose rules share one message (whole number, at least, at most) says it once.
 */
export function flattenValidationErrors(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => [...new Set(Object.values(error.constraints ?? {}))].concat(flattenValidationErrors(error.children ?? [])));
}
