import fc from 'fast-check';

/** The part of JSON Schema (2020-12, as zod emits it for OpenAPI 3.1) that the API's documents use. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

const MAX_DEPTH = 4;

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const DAY_MS = 86_400_000;

/** Real calendar dates near today, where a pattern would make mostly impossible ones (2024-97-45). */
const nearbyDate = fc
  .integer({ min: -30, max: 90 })
  .map((days) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10));

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern === DATE_PATTERN)
    return fc.oneof({ weight: 4, arbitrary: nearbyDate }, fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
  const maxLength = Math.min(schema.maxLength ?? 40, 300);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern), { size: 'small' });
    } catch {
      // Lookaheads and the like (zod's email pattern): fall back to any text of the right length.
    }
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.minimum ?? schema.exclusiveMinimum;
  const high = schema.maximum ?? schema.exclusiveMaximum;
  if (integer) {
    const min = Math.max(Math.ceil(low ?? -1e9), Number.MIN_SAFE_INTEGER);
    const max = Math.min(Math.floor(high ?? 1e9), Number.MAX_SAFE_INTEGER);
    return fc.integer({ min, max: Math.max(min, max) });
  }
  return fc.double({ min: low ?? -1e6, max: high ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) model[name] = arbitraryFor(property, depth + 1);
  const requiredKeys = (schema.required ?? []).filter((key) => key in properties);
  return fc.record(model, { requiredKeys });
}

function ofType(type: string, schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const maxLength = Math.min(schema.maxItems ?? 4, 6);
      const minLength = Math.min(schema.minItems ?? 0, maxLength);
      const items = schema.items ? arbitraryFor(schema.items, depth + 1) : fc.jsonValue({ maxDepth: 1 });
      return fc.array(items, { minLength, maxLength });
    }
    case 'object':
      return objectFor(schema, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Values that mostly fit `schema` (so requests get past validation and reach the services), built from
 * the schema's own types, bounds, patterns and required properties. Refinements a JSON Schema cannot
 * express (end after start, password confirmation) are left to chance: both outcomes are worth sending.
 */
export function arbitraryFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => arbitraryFor(choice, depth + 1)));
  if (schema.allOf?.length) {
    return fc
      .tuple(...schema.allOf.map((part) => arbitraryFor(part, depth + 1)))
      .map((parts) => Object.assign({}, ...parts.filter((part) => typeof part === 'object')));
  }
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => ofType(type, schema, depth)));
  if (schema.type) return ofType(schema.type, schema, depth);
  if (schema.properties) return objectFor(schema, depth);
  return fc.jsonValue({ maxDepth: 2 });
}

/** Schema-shaped values or, now and then, anything at all (wrong types, missing fields, odd nesting). */
export function wildValueFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 2, arbitrary: arbitraryFor(schema) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}
