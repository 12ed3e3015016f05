import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import type { Field } from '@confdir/contracts';

/**
 * Request schemas from the validation rules themselves (issue 15): every class the gateway validates
 * already says, through class-validator, which properties exist, which are optional and what each
 * accepts. Turning those rules into @ApiProperty metadata keeps the OpenAPI document true to what
 * the API enforces, without a second copy of each DTO and without the Nest CLI's compiler plugin
 * (the build is plain `tsc -b`). `class-validator-jsonschema` does the same but is not installed.
 */
type Schema = Record<string, unknown>;
/** A validated class, as class-validator keys its rules. */
type Target = abstract new (...args: never[]) => unknown;

const PRIMITIVES = new Map<unknown, string>([
  [String, 'string'],
  [Number, 'number'],
  [Boolean, 'boolean'],
  [Array, 'array'],
]);

/** What one standard rule adds to a property's schema. */
function ruleSchema(rule: ValidationMetadata): Schema {
  const [first] = (rule.constraints ?? []) as unknown[];
  switch (rule.name) {
    case 'isString':
    case 'isNotEmpty':
      return { type: 'string', ...(rule.name === 'isNotEmpty' ? { minLength: 1 } : {}) };
    case 'maxLength':
      return { type: 'string', maxLength: first };
    case 'minLength':
      return { type: 'string', minLength: first };
    case 'matches':
      return { type: 'string', pattern: first instanceof RegExp ? first.source : String(first) };
    case 'isEmail':
      return { type: 'string', format: 'email' };
    case 'isUrl':
      return { type: 'string', format: 'uri' };
    case 'isUuid':
      return { type: 'string', format: 'uuid' };
    case 'isDateString':
    case 'isIso8601':
      return { type: 'string', format: 'date-time' };
    case 'isInt':
      return { type: 'integer' };
    case 'isNumber':
      return { type: 'number' };
    case 'min':
      return { minimum: first };
    case 'max':
      return { maximum: first };
    case 'isIn':
      return { enum: first };
    case 'isEnum':
      return { enum: Object.values(first as object) };
    case 'isBoolean':
      return { type: 'boolean' };
    case 'isArray':
      return { type: 'array' };
    case 'arrayMaxSize':
      return { type: 'array', maxItems: first };
    case 'arrayMinSize':
      return { type: 'array', minItems: first };
    default:
      return {};
  }
}

/** The message a custom rule gives for a value, or '' (a rule's message may be text or a function of the value). */
function messageFor(rule: ValidationMetadata, value: unknown): string {
  const args = { value, property: rule.propertyName, constraints: rule.constraints, targetName: '', object: {} };
  const constraint = rule.constraintCls as unknown as new () => { defaultMessage?: (a: object) => string };
  const message = (rule.message as unknown) ?? ((a: object) => new constraint().defaultMessage?.(a));
  if (typeof message === 'string') return message;
  try {
    return typeof message === 'function' ? String((message as (a: object) => unknown)(args) ?? '') : '';
  } catch {
    return '';
  }
}

const FORMATS: Record<string, string> = { email: 'email', url: 'uri' };

/** The schema of a `@Check` given a contracts `Field`: its rule is data (kind, limits, format). */
function fieldSchema(field: Field): Schema {
  if (field.kind === 'number') return { type: 'integer', minimum: field.min, maximum: field.max };
  return { type: 'string', maxLength: field.max, ...(field.required ? { minLength: 1 } : {}), ...(field.format ? { format: FORMATS[field.format] } : {}) };
}

function isField(value: unknown): value is Field {
  return typeof value === 'object' && value !== null && ((value as Field).kind === 'text' || (value as Field).kind === 'number');
}

/**
 * A custom rule given as a function is opaque; what it refuses is told by its messages, read for a
 * value of the wrong kind and for a very long text.
 */
function customRuleSchema(rule: ValidationMetadata): Schema {
  const [field] = (rule.constraints ?? []) as unknown[];
  if (isField(field)) return fieldSchema(field);
  const messages = [...new Set([messageFor(rule, {}), messageFor(rule, 'x'.repeat(100_000))].filter(Boolean))];
  if (!messages.length) return {};
  const text = messages.join('; ');
  const schema: Schema = { description: text };
  const oneOf = /must be one of:? ([^;]+)/.exec(text);
  const range = /whole number from (\d+) to (\d+)/.exec(text);
  const max = /at most (\d+) characters/.exec(text);
  if (oneOf) Object.assign(schema, { type: 'string', enum: oneOf[1].split(/,\s*/) });
  else if (range) Object.assign(schema, { type: 'integer', minimum: Number(range[1]), maximum: Number(range[2]) });
  else if (/positive integer/.test(text)) Object.assign(schema, { type: 'integer', minimum: 1 });
  else if (/YYYY-MM-DD/.test(text)) Object.assign(schema, { type: 'string', format: 'date' });
  else if (/valid (http\(s\) )?URL/i.test(text)) Object.assign(schema, { type: 'string', format: 'uri' });
  else if (/UUID/.test(text)) Object.assign(schema, { type: 'string', format: 'uuid' });
  else if (/text|characters/i.test(text)) Object.assign(schema, { type: 'string' });
  if (max) schema.maxLength = Number(max[1]);
  return schema;
}

/** The schema of one property from all its rules; `each` rules describe the items of an array. */
function propertySchema(target: Target, property: string, rules: ValidationMetadata[]): { schema: Schema; required: boolean } {
  let schema: Schema = {};
  let items: Schema = {};
  let required = true;
  for (const rule of rules) {
    if (rule.type === ValidationTypes.CONDITIONAL_VALIDATION) {
      required = false;
      continue;
    }
    if (rule.type !== ValidationTypes.CUSTOM_VALIDATION) continue;
    const standard = ruleSchema(rule);
    const part = Object.keys(standard).length ? standard : customRuleSchema(rule);
    if (rule.each) items = { ...items, ...part };
    else schema = { ...schema, ...part };
  }
  const designType = PRIMITIVES.get(Reflect.getMetadata('design:type', target.prototype, property));
  if (!schema.type && designType) schema.type = designType;
  if (schema.type === 'array' || Object.keys(items).length) Object.assign(schema, { type: 'array', items });
  // An optional rule lets null through as well as a missing value.
  if (!required) schema.nullable = true;
  return { schema, required };
}

let applied = false;

/** Gives every validated class @ApiProperty metadata for each validated property, once per process. */
export function describeValidatedClasses(): void {
  if (applied) return;
  applied = true;
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<Target, ValidationMetadata[]> };
  // Parents first, so a subclass's own metadata array starts from its parent's.
  const targets = [...storage.validationMetadatas.keys()].sort((a, b) => depth(a) - depth(b));
  for (const target of targets) {
    const rules = getMetadataStorage().getTargetValidationMetadatas(target, '', true, false);
    const byProperty = new Map<string, ValidationMetadata[]>();
    for (const rule of rules) byProperty.set(rule.propertyName, [...(byProperty.get(rule.propertyName) ?? []), rule]);
    for (const [property, propertyRules] of byProperty) {
      const { schema, required } = propertySchema(target, property, propertyRules);
      ApiProperty({ ...schema, required } as ApiPropertyOptions)(target.prototype, property);
    }
  }
}

function depth(target: Target): number {
  let n = 0;
  for (let p = Object.getPrototypeOf(target); p && p !== Function.prototype; p = Object.getPrototypeOf(p)) n++;
  return n;
}
