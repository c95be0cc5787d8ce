// How Fastify validates requests and serialises replies, with the model's JSON Schemas (draft 2020-12).
import { ajv as sharedAjv, allSchemas } from '@tessera/schemas';
import type { ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import fastJson, { type Schema as FjsSchema } from 'fast-json-stringify';
import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyServerOptions } from 'fastify';
import { openObjects, withAbsoluteRefs } from './schema-transforms.ts';

// Path parameters and query strings arrive as text; this instance coerces them to the declared
// types ('12' → 12). Bodies are JSON and go through the shared instance, which never coerces.
const coercingAjv = new Ajv2020({ coerceTypes: 'array', strict: false, allErrors: true, validateFormats: false });
for (const schema of allSchemas) coercingAjv.addSchema(schema);

/** Compiles a request part's schema: bodies with the shared Ajv of @tessera/schemas, params/query/headers with coercion. */
export function compileValidator(schema: object, httpPart: string | undefined): ValidateFunction {
  return (httpPart === 'body' ? sharedAjv : coercingAjv).compile(schema);
}

// Both compilers below compile a route's schemas on the route's first call, not when Fastify
// starts: compiling every route's up front cost ~300 ms of each start, and memory, for routes
// nobody may call for hours.

/** Validates requests (see compileValidator). */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  let compiled: ValidateFunction | undefined;
  const validate = (data: unknown, dataCxt?: Parameters<ValidateFunction>[1]): boolean => {
    compiled ??= compileValidator(schema as object, httpPart);
    const valid = compiled(data, dataCxt) as boolean;
    // Fastify reads the errors off the function it was given.
    validate.errors = compiled.errors;
    return valid;
  };
  validate.errors = null as ValidateFunction['errors'];
  return validate;
};

/** The model's schemas with absolute $refs, as @fastify/swagger and fast-json-stringify need them. */
export const resolvableSchemas = allSchemas.map((schema) => withAbsoluteRefs(schema, schema.$id) as { $id: string });

const serializableSchemas = Object.fromEntries(resolvableSchemas.map((schema) => [schema.$id, openObjects(schema) as FjsSchema]));

/** Compiles a reply's serialiser: fast-json-stringify, keeping properties the schemas allow but do not list. */
export function compileSerializer(schema: object): (data: unknown) => string {
  return fastJson(openObjects(schema) as FjsSchema, { schema: serializableSchemas });
}

/** Serialises replies (see compileSerializer). */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  let compiled: ((data: unknown) => string) | undefined;
  return (data) => {
    compiled ??= compileSerializer(schema as object);
    return compiled(data);
  };
};

/**
 * Fastify's `schemaController` option with the compilers above, given when the app is created so
 * Fastify never loads its default Ajv and serializer (~110 ms and several MB at each start).
 * Fastify's types describe Ajv's own compile function there, but it calls what the factories
 * return just as it calls a compiler passed to setValidatorCompiler, which it wraps the same way
 * (fastify/lib/schema-controller.js); hence the cast.
 */
export const schemaController = {
  compilersFactory: { buildValidator: () => validatorCompiler, buildSerializer: () => serializerCompiler },
} as unknown as FastifyServerOptions['schemaController'];
