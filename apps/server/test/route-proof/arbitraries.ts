import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries of a route's input, derived from its contract schema (ADR 079): the schema's JSON Schema
 * as zod 4 writes it for the input side (`z.toJSONSchema`, io 'input'), walked into values of that shape. What
 * JSON Schema cannot say (refinements, transforms' own checks) is left to the server: a value may still be refused,
 * which is the point — any answer but a 5xx in the namespace's error format is fine.
 */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  definitions?: Record<string, JsonSchema>;
};

/** The JSON Schema of a zod schema's input; anything zod cannot write as JSON Schema becomes "any". */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as JsonSchema;
}

/** Strings as a client might send them: short, unicode (astral, combining, RTL, NUL), and the edges of the limits. */
export const hostileString = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.string({ unit: 'grapheme', maxLength: 12 }),
    fc.string({ unit: 'binary', maxLength: 12 }),
    fc.constantFrom('', ' ', '\u0000', '💥🚗', 'e\u0301', '\u202Eabc', '../../etc/passwd', "' OR 1=1 --", '<script>x</script>', '%00', 'null', '-1', '1e309'),
    fc.constant('x'.repeat(100_000)),
  );

const STRING_FORMATS: Record<string, () => fc.Arbitrary<string>> = {
  uuid: () => fc.uuid(),
  email: () => fc.emailAddress(),
  'date-time': () => fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }).map((date) => date.toISOString()),
  date: () => fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  uri: () => fc.webUrl(),
  url: () => fc.webUrl(),
};

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    try {
      const base = fc.stringMatching(new RegExp(schema.pattern));
      return schema.maxLength !== undefined ? base.filter((value) => value.length <= schema.maxLength! && value.length >= (schema.minLength ?? 0)) : base;
    } catch {
      // A pattern fast-check cannot read (lookbehind, flags): fall through to plain strings.
    }
  }
  const format = schema.format ? STRING_FORMATS[schema.format] : undefined;
  if (format) return format();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? minLength + 24, minLength + 200);
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
  );
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : undefined);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON) : undefined);
  const edges = [min, max, 0, 1, -1].filter((value): value is number => value !== undefined && (min === undefined || value >= min) && (max === undefined || value <= max));
  const body = integer
    ? fc.integer({ min: Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER), max: Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER) })
    : fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
  return edges.length > 0 ? fc.oneof({ weight: 4, arbitrary: body }, { weight: 1, arbitrary: fc.constantFrom(...edges) }) : body;
}

/** Values of the schema's shape (depth-bounded). */
export function arbitraryOf(schema: JsonSchema, root: JsonSchema = schema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    const target = root.$defs?.[name] ?? root.definitions?.[name];
    return target ? arbitraryOf(target, root, depth + 1) : fc.anything();
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map((choice) => arbitraryOf(choice, root, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0) {
    // Objects merged; anything else: the first part.
    const parts = schema.allOf.map((part) => arbitraryOf(part, root, depth + 1));
    return fc.tuple(...parts).map((values) =>
      values.every((value) => value && typeof value === 'object' && !Array.isArray(value)) ? Object.assign({}, ...values) : values[0],
    );
  }
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((one) => arbitraryOf({ ...schema, type: one }, root, depth + 1)));
  switch (type[0]) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((item) => arbitraryOf(item, root, depth + 1)));
      const item = Array.isArray(schema.items) ? schema.items[0] : schema.items;
      const minLength = schema.minItems ?? 0;
      return fc.array(item ? arbitraryOf(item, root, depth + 1) : fc.anything(), { minLength, maxLength: Math.min(schema.maxItems ?? minLength + 3, minLength + 3) });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value, root, depth + 1)]));
      if (Object.keys(record).length === 0 && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), arbitraryOf(schema.additionalProperties, root, depth + 1), { maxKeys: 3 });
      }
      return fc.record(record, { requiredKeys: [...required].filter((key) => key in record) });
    }
    default:
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

/** A value of the wrong JSON type for anything: what a careless or hostile client sends instead. */
export const wrongValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    hostileString(),
    fc.constantFrom(0, -1, 1.5, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 1e308, -1e308, 2 ** 31, -(2 ** 31) - 1, true, false, null),
    fc.constant([]),
    fc.constant({}),
    fc.array(fc.integer(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
    // Deep nesting: what a JSON bomb looks like before it is large.
    fc.constant(JSON.parse('['.repeat(200) + ']'.repeat(200))),
  );

/** One mutation of a valid object: a key dropped, one added, a value of the wrong type, or the whole replaced. */
export function mutated(valid: unknown): fc.Arbitrary<unknown> {
  if (!valid || typeof valid !== 'object' || Array.isArray(valid)) return wrongValue();
  const record = valid as Record<string, unknown>;
  const keys = Object.keys(record);
  const kinds: fc.Arbitrary<unknown>[] = [
    fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), wrongValue()).map(([key, value]) => ({ ...record, [key]: value })),
    fc.constant({ ...record, ...JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}') }),
    wrongValue(),
  ];
  if (keys.length > 0) {
    kinds.push(
      fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(record).filter(([name]) => name !== key))),
      fc.tuple(fc.constantFrom(...keys), wrongValue()).map(([key, value]) => ({ ...record, [key]: value })),
    );
  }
  return fc.oneof(...kinds);
}
