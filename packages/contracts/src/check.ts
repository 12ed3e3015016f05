import { registerDecorator, ValidationArguments } from 'class-validator';

/** A field rule: null when the value is fine, otherwise the one message that says what is wrong. */
export type FieldRule = (value: unknown) => string | null;

/**
 * The one custom validation decorator of the contracts: one rule per field whose message says
 * exactly what is wrong, so a missing value reads 'Title is required' once rather than one line per
 * broken constraint. Rules are plain functions, so the same ones can run anywhere.
 */
export function Check(rule: FieldRule): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: `check_${String(propertyName)}`,
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: (args: ValidationArguments) => rule(args.value) ?? '' },
      validator: { validate: (value: unknown) => rule(value) === null },
    });
}
