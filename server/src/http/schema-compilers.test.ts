import { allSchemas, createModelAjv, schemaRef, SCHEMA_ID_BASE, type SchemaFileName } from '@tessera/schemas';
import { describe, expect, it } from 'vitest';
import { compileSerializer, compileValidator, serializerCompiler, validatorCompiler } from './schema-compilers.ts';
import { withStorableNumbers } from './schema-transforms.ts';

// Routes compile their schemas on first call, so a schema that cannot compile would only show
// when its route is called: compile every schema and definition here instead.
const everySchemaRef = allSchemas.flatMap((schema) => {
  const file = schema.$id.slice(SCHEMA_ID_BASE.length, -'.schema.json'.length) as SchemaFileName;
  const defs = Object.keys((schema.$defs ?? {}) as object);
  return [schemaRef(file), ...defs.map((def) => schemaRef(file, def))];
});

describe('the route schema compilers', () => {
  // The request instances skip Ajv's meta-schema check of the model's schemas (it slowed every start).
  it('register model schemas that are valid draft 2020-12, bounded as requests see them', () => {
    expect(() => createModelAjv({ transform: (schema) => withStorableNumbers(schema) as Record<string, unknown> })).not.toThrow();
  });

  it.each(everySchemaRef)('compile %s for requests', ($ref) => {
    expect(() => compileValidator({ $ref }, 'body')).not.toThrow();
    expect(() => compileValidator({ $ref }, 'querystring')).not.toThrow();
  });

  // Request bodies (…Body) are never replies; some use keywords fast-json-stringify cannot merge.
  it.each(everySchemaRef.filter(($ref) => !$ref.endsWith('Body')))('compile %s for replies', ($ref) => {
    expect(() => compileSerializer({ $ref })).not.toThrow();
  });

  it('validate on first use, exposing the errors where Fastify reads them', () => {
    const validate = validatorCompiler({ schema: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } }, method: 'GET', url: '/x', httpPart: 'params' });
    const params = { id: '12' };
    expect(validate(params)).toBe(true);
    expect(params.id).toBe(12);
    expect(validate({})).toBe(false);
    expect((validate as unknown as { errors: Array<{ message: string }> }).errors[0]?.message).toContain("must have required property 'id'");
  });

  const errorsOf = (validate: unknown) => (validate as { errors: Array<{ instancePath: string; keyword: string; message: string }> }).errors;

  it('stop at the first error, checking an array\'s length before its items', () => {
    const validate = validatorCompiler({ schema: { $ref: schemaRef('api/audit', 'auditSaveBody') }, method: 'POST', url: '/x', httpPart: 'body' });
    expect(validate(Array.from({ length: 101 }, () => 1))).toBe(false);
    expect(errorsOf(validate)).toEqual([expect.objectContaining({ instancePath: '', keyword: 'maxItems' })]);
    expect(validate([1, 2, 3])).toBe(false);
    expect(errorsOf(validate)).toHaveLength(1);
  });

  it('refuse a huge array of bad items in time bounded by its size (one error, not one per item)', () => {
    const validate = validatorCompiler({ schema: { $ref: schemaRef('api/audit', 'auditSaveBody') }, method: 'POST', url: '/x', httpPart: 'body' });
    const huge = Array.from({ length: 150_000 }, () => 1);
    validate([]);
    const started = performance.now();
    expect(validate(huge)).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('refuse integers the database cannot store, in bodies and in parameters', () => {
    const body = validatorCompiler({ schema: { $ref: schemaRef('api/common', 'idListBody') }, method: 'POST', url: '/x', httpPart: 'body' });
    expect(body({ ids: [2147483647] })).toBe(true);
    expect(body({ ids: [2147483648] })).toBe(false);
    expect(errorsOf(body)[0]).toMatchObject({ instancePath: '/ids/0', keyword: 'maximum' });
    const params = validatorCompiler({ schema: { type: 'object', properties: { n: { type: 'integer' } } }, method: 'GET', url: '/x', httpPart: 'querystring' });
    expect(params({ n: '-2147483649' })).toBe(false);
  });

  it('refuse text the database cannot store in any part, before the schema is even compiled', () => {
    for (const httpPart of ['body', 'params', 'querystring', 'headers']) {
      const validate = validatorCompiler({ schema: { type: 'object' }, method: 'POST', url: '/x', httpPart });
      expect(validate({ name: 'Ada\u0000' })).toBe(false);
      expect(errorsOf(validate)).toEqual([expect.objectContaining({ instancePath: '/name', message: 'must not contain NUL characters or unpaired surrogates' })]);
    }
  });

  it('serialise on first use', () => {
    const serialize = serializerCompiler({ schema: { type: 'object', properties: { name: { type: 'string' } } }, method: 'GET', url: '/x' });
    expect(serialize({ name: 'Ada', extra: 1 })).toBe('{"name":"Ada","extra":1}');
  });
});
