import fc from 'fast-check';
import { flatten, type OpenApiDoc, type Operation, type Schema } from './openapi-check';

/**
 * Request generators for the fuzz suite (issue 11), driven by the OpenAPI document: mostly values
 * that fit each field's documented schema (so requests get past the first check and reach the
 * services), mixed with values an attacker or a broken client sends.
 */
const NASTY_TEXT = [
  '',
  ' ',
  'all',
  'null',
  'undefined',
  '0',
  '-1',
  '1e309',
  'NaN',
  '9'.repeat(40),
  '__proto__',
  'constructor',
  '\u0000',
  '\ud800',
  'a\udc00b',
  "' OR 1=1 --",
  '%00',
  '../../etc/passwd',
  'javascript:alert(1)',
  'http://169.254.169.254/latest/meta-data',
  '2027-02-30',
  '2027-13-01T25:61:00Z',
  'x'.repeat(5000),
  '😀'.repeat(300),
  '<script>alert(1)</script>',
];

/** Any JSON-ish value of any kind, including large and deeply nested ones. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY_TEXT),
  fc.string({ maxLength: 300, unit: 'binary' }),
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, -(2 ** 63), 1.5, Number.MAX_VALUE),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
  fc.integer({ min: 20, max: 60 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown),
);

/**
 * A value that the schema describes: an enum member, an integer in range, a date, a URL... Unless
 * `strict`, also values just past a limit (one too many characters, one past the maximum).
 */
export function fittingValue(schema: Schema, strict = false): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum.filter((v) => !strict || v !== 'all'));
  const min = typeof schema.minimum === 'number' ? schema.minimum : 1;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 100_000;
  switch (schema.type) {
    case 'integer':
      // Small numbers: the identifiers of what the suite created.
      return strict ? fc.integer({ min, max: Math.min(max, min + 5) }) : fc.oneof(fc.integer({ min, max: Math.min(max, min + 50) }), fc.constantFrom(min - 1, max + 1, max));
    case 'number':
      return fc.double({ noNaN: true, min: -1e6, max: 1e6 });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? fittingValue(schema.items, strict) : hostileValue, { maxLength: typeof schema.maxItems === 'number' ? schema.maxItems + (strict ? 0 : 1) : 5 });
  }
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 200;
  switch (schema.format) {
    case 'date':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'uri':
      return fc.webUrl();
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
  }
  // A letter first, so the text is never blank.
  const text = fc.string({ maxLength: Math.min(maxLength, 60) - 1 }).map((t) => `a${t}`);
  return strict ? text : fc.oneof({ arbitrary: text, weight: 4 }, { arbitrary: fc.constant('x'.repeat(maxLength)), weight: 1 }, { arbitrary: fc.constant('x'.repeat(maxLength + 1)), weight: 1 });
}

/** Three times in four a fitting value, else a hostile one. */
const field = (schema: Schema) => fc.oneof({ arbitrary: fittingValue(schema), weight: 3 }, { arbitrary: hostileValue, weight: 1 });

/** A JSON body for the operation: its documented properties (some left out, some extra), or something else entirely. */
export function bodyArbitrary(doc: OpenApiDoc, op: Operation): fc.Arbitrary<unknown> | undefined {
  const declared = op.requestBody?.content['application/json']?.schema;
  if (!declared) return undefined;
  const schema = flatten(doc, declared);
  const properties = Object.entries(schema.properties ?? {});
  // Every required field with a fitting value, and the optional ones whose rule the schema spells out
  // (a rule known only by its message, such as a time zone, is left out): most of these really write.
  const spelledOut = (p: Schema) => Boolean(p.enum || p.format || p.type === 'integer' || p.type === 'boolean' || !p.description);
  const required = schema.required ?? [];
  const validProperties = properties.filter(([name, property]) => required.includes(name) || spelledOut(property));
  const valid = fc.record(Object.fromEntries(validProperties.map(([name, property]) => [name, fittingValue(property, true)])), { requiredKeys: required });
  const mixed = fc
    .tuple(fc.record(Object.fromEntries(properties.map(([name, property]) => [name, field(property)])), { requiredKeys: [] }), fc.option(fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 3 }), { nil: undefined }))
    .map(([known, extra]) => ({ ...extra, ...known }));
  return fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: mixed, weight: 3 }, { arbitrary: hostileValue, weight: 1 });
}

/** Query string values (always text, sometimes repeated) for the documented query parameters, plus unknown ones. */
export function queryArbitrary(op: Operation): fc.Arbitrary<Record<string, string | string[]>> {
  const params = (op.parameters ?? []).filter((p) => p.in === 'query');
  const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');
  const model = Object.fromEntries(
    params.map((p) => [p.name, fc.oneof({ arbitrary: field(p.schema ?? {}).map(asText), weight: 5 }, { arbitrary: fc.array(fc.string({ maxLength: 20 }), { minLength: 2, maxLength: 3 }), weight: 1 })]),
  );
  return fc
    .tuple(fc.record(model, { requiredKeys: [] }), fc.option(fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.string({ maxLength: 30 }), { maxKeys: 2 }), { nil: undefined }))
    .map(([known, extra]) => ({ ...extra, ...known }) as Record<string, string | string[]>);
}

/** A path parameter: mostly an identifier that exists, else anything at all (encoded). */
export function pathValueArbitrary(known: string[]): fc.Arbitrary<string> {
  return fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 3 }, { arbitrary: fc.oneof(fc.constantFrom(...NASTY_TEXT.filter(Boolean)), fc.string({ minLength: 1, maxLength: 80, unit: 'binary' })), weight: 2 });
}
