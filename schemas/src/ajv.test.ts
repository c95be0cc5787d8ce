import { describe, expect, it } from 'vitest';
import { createModelAjv } from './ajv.ts';

describe('createModelAjv', () => {
  it('registers every model schema, each checked against the JSON Schema meta-schema', () => {
    expect(() => createModelAjv()).not.toThrow();
  });

  it('refuses a schema that breaks the meta-schema, unless asked not to check', () => {
    const broken = (schema: Record<string, unknown>) => (schema.$id === 'https://schemas.tessera.dev/page.schema.json' ? { ...schema, type: 'no-such-type' } : schema);
    expect(() => createModelAjv({ transform: broken })).toThrow(/schema is invalid/);
    expect(() => createModelAjv({ transform: broken, validateSchema: false })).not.toThrow();
  });
});
