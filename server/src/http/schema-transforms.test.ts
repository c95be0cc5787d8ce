import { describe, expect, it } from 'vitest';
import { INT4, openObjects, withAbsoluteRefs, withStorableNumbers } from './schema-transforms.ts';

describe('openObjects', () => {
  it('lets objects without additionalProperties keep unlisted properties, at any depth', () => {
    expect(openObjects({
      type: 'object',
      additionalProperties: false,
      properties: {
        options: { type: 'object' },
        list: { type: 'array', items: { type: 'object', properties: { a: { type: 'string' } } } },
        either: { anyOf: [{ type: 'object' }, { type: 'null' }] },
      },
      $defs: { meta: { type: 'object', properties: {} } },
    })).toEqual({
      type: 'object',
      additionalProperties: false,
      properties: {
        options: { type: 'object', additionalProperties: true },
        list: { type: 'array', items: { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: true } },
        either: { anyOf: [{ type: 'object', additionalProperties: true }, { type: 'null' }] },
      },
      $defs: { meta: { type: 'object', properties: {}, additionalProperties: true } },
    });
  });

  it('treats a property named like a keyword as a property', () => {
    expect(openObjects({ type: 'object', additionalProperties: false, properties: { type: { type: 'string' } } }))
      .toEqual({ type: 'object', additionalProperties: false, properties: { type: { type: 'string' } } });
  });
});

describe('withAbsoluteRefs', () => {
  it('resolves relative $refs against the base id and drops $schema', () => {
    expect(withAbsoluteRefs({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      properties: { a: { $ref: 'settings.schema.json#/$defs/language' }, b: { items: { $ref: '#/$defs/x' } } },
    }, 'https://s.test/api.schema.json')).toEqual({
      properties: { a: { $ref: 'https://s.test/settings.schema.json#/$defs/language' }, b: { items: { $ref: 'https://s.test/api.schema.json#/$defs/x' } } },
    });
  });
});

describe('withStorableNumbers', () => {
  it('bounds integers without bounds of their own to int4, at any depth', () => {
    expect(withStorableNumbers({
      type: 'object',
      properties: {
        ids: { type: 'array', items: { type: 'integer', minimum: 1 } },
        logo: { type: ['integer', 'string'] },
        year: { type: 'integer', minimum: 1, maximum: 9999 },
      },
    })).toEqual({
      type: 'object',
      properties: {
        ids: { type: 'array', items: { type: 'integer', minimum: 1, maximum: INT4.maximum } },
        logo: { type: ['integer', 'string'], minimum: INT4.minimum, maximum: INT4.maximum },
        year: { type: 'integer', minimum: 1, maximum: 9999 },
      },
    });
  });

  it('keeps other numbers finite and leaves everything else alone', () => {
    expect(withStorableNumbers({ type: 'number', exclusiveMinimum: 0 })).toEqual({ type: 'number', exclusiveMinimum: 0, maximum: Number.MAX_VALUE });
    expect(withStorableNumbers({ type: 'string', maxLength: 3 })).toEqual({ type: 'string', maxLength: 3 });
  });
});
