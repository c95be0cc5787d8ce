import { allSchemas, schemaRef, SCHEMA_ID_BASE, type SchemaFileName } from '@tessera/schemas';
import { describe, expect, it } from 'vitest';
import { compileSerializer, compileValidator, serializerCompiler, validatorCompiler } from './schema-compilers.ts';

// Routes compile their schemas on first call, so a schema that cannot compile would only show
// when its route is called: compile every schema and definition here instead.
const everySchemaRef = allSchemas.flatMap((schema) => {
  const file = schema.$id.slice(SCHEMA_ID_BASE.length, -'.schema.json'.length) as SchemaFileName;
  const defs = Object.keys((schema.$defs ?? {}) as object);
  return [schemaRef(file), ...defs.map((def) => schemaRef(file, def))];
});

describe('the route schema compilers', () => {
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

  it('serialise on first use', () => {
    const serialize = serializerCompiler({ schema: { type: 'object', properties: { name: { type: 'string' } } }, method: 'GET', url: '/x' });
    expect(serialize({ name: 'Ada', extra: 1 })).toBe('{"name":"Ada","extra":1}');
  });
});
