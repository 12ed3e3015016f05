import { registerDecorator, ValidationArguments } from 'class-validator';
import { apiRule } from './field-checks';
import type { Field, FieldRule } from './field-rules';

/**
 * The one custom validation decorator of the contracts: one rule per field whose message says
 * exactly what is wrong, so a missing value reads 'Title is required' once rather than one line per
 * broken constraint. A `Field` from field-rules.ts is the same rule the web forms check.
 */
export function Check(ruleOrField: FieldRule | Field): PropertyDecorator {
  const rule = typeof ruleOrField === 'function' ? ruleOrField : apiRule(ruleOrField);
  return (target, propertyName) =>
    registerDecorator({
      name: `check_${String(propertyName)}`,
      target: target.constructor,
      propertyName: String(propertyName),
      // The field's rule as data, so the OpenAPI document can say what the field accepts.
      constraints: typeof ruleOrField === 'function' ? [] : [ruleOrField],
      options: { message: (args: ValidationArguments) => rule(args.value) ?? '' },
      validator: { validate: (value: unknown) => rule(value) === null },
    });
}

const validatedAsSent = new WeakSet<object>();

/**
 * Marks a message class whose nested values are each checked whole by one rule (Check) and need no
 * conversion: services validate it as it arrived, without class-transformer's copy of every nested
 * object. For a message carrying hundreds of small objects (IcpRankQuery's track records) that copy,
 * and the pipe's other walks over it, cost more CPU than the work the message asks for.
 */
export function ValidatedAsSent(): ClassDecorator {
  return (target) => {
    validatedAsSent.add(target);
  };
}

export function isValidatedAsSent(type: unknown): boolean {
  return typeof type === 'function' && validatedAsSent.has(type);
}
