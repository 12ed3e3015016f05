import type { ValidationError } from 'class-validator';

/**
 * The messages of every broken rule, nested objects included, in field order: the one way the
 * gateway's and the services' validation pipes turn class-validator's tree into a 400 message.
 */
export function flattenValidationErrors(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => [...Object.values(error.constraints ?? {}), ...flattenValidationErrors(error.children ?? [])]);
}
