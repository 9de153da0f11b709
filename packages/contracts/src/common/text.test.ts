import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { allRoutes } from '../api-routes.ts';
import { CONTROL_CHARACTERS_MESSAGE, text } from './fields.ts';

type Schema = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

/** Every string schema a request passes through (params, query, body), with where it sits. */
function* stringLeaves(schema: Schema, path: string): Generator<[string, Schema]> {
  const def = schema._zod.def;
  switch (def.type) {
    case 'string':
      yield [path, schema];
      return;
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, Schema>)) yield* stringLeaves(value, `${path}.${key}`);
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      yield* stringLeaves(def.innerType as Schema, path);
      return;
    case 'pipe':
      yield* stringLeaves(def.in as Schema, path);
      return;
    case 'union':
      for (const option of def.options as Schema[]) yield* stringLeaves(option, path);
      return;
    case 'array':
      yield* stringLeaves(def.element as Schema, `${path}[]`);
      return;
    case 'record':
      yield* stringLeaves(def.valueType as Schema, `${path}{}`);
      return;
    default:
  }
}

const firstMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('text fields: control characters', () => {
  it('refuses NUL and other C0 characters first, with one message', () => {
    for (const value of ['a\u0000b', 'a\u0007b', 'a\tb', 'a\nb', 'a\u007Fb']) {
      expect(firstMessage(text(), value)).toBe(CONTROL_CHARACTERS_MESSAGE);
    }
    expect(text().safeParse('plain words, é and ✓').success).toBe(true);
  });

  it('lets multi-line text keep tab and newlines, never NUL', () => {
    expect(text({ multiline: true }).safeParse('line one\r\n\tline two').success).toBe(true);
    expect(firstMessage(text({ multiline: true }), 'a\u0000b')).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it('gives the required message for a missing value only; a present value that is too long says so', () => {
    const name = text({ required: 'Shop name is required.' }).trim().min(1, { message: 'Shop name is required.' }).max(5);
    expect(firstMessage(name, undefined)).toBe('Shop name is required.');
    expect(firstMessage(name, 42)).toBe('Shop name is required.');
    expect(firstMessage(name, '  ')).toBe('Shop name is required.');
    expect(firstMessage(name, 'much too long')).not.toBe('Shop name is required.');
  });

  it('is where every text field of every request starts (params, query and body of every route)', () => {
    const accepting: string[] = [];
    let count = 0;
    for (const route of allRoutes()) {
      for (const where of ['params', 'query', 'body'] as const) {
        const schema = route[where];
        if (!schema) continue;
        for (const [path, leaf] of stringLeaves(schema as Schema, `${route.operationId}.${where}`)) {
          count += 1;
          // A format (uuid) admits no control character by itself: its own refusal is enough.
          const refused = leaf._zod.def.format ? !leaf.safeParse('a\u0000b').success : firstMessage(leaf, 'a\u0000b') === CONTROL_CHARACTERS_MESSAGE;
          if (!refused) accepting.push(path);
        }
      }
    }
    expect(count).toBeGreaterThan(50);
    expect(accepting).toEqual([]);
  });
});
