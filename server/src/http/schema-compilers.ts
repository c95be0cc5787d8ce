// How Fastify validates requests and serialises replies, with the model's JSON Schemas (draft 2020-12).
import { allSchemas, createModelAjv } from '@tessera/schemas';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import fastJson, { type Schema as FjsSchema } from 'fast-json-stringify';
import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyServerOptions } from 'fastify';
import { openObjects, withAbsoluteRefs, withStorableNumbers } from './schema-transforms.ts';
import { findUnstorableText } from './storable-text.ts';

// Requests are validated so that their cost is bounded by their size: the first error stops
// validation (no allErrors, which would collect one error per bad item of a 100,000-item array),
// and Ajv checks an array's or string's own limits (maxItems, maxLength) before its items. Every
// number is bounded to what the database stores (withStorableNumbers). Bodies are JSON and are
// never coerced; path parameters, query strings and headers arrive as text and are coerced to the
// declared types ('12' → 12). Each instance is made on first use, not at every start. They do not
// check the model's schemas against the meta-schema again (modelAjv and the tests
// do): for the first request after a start, that check cost more than compiling its validator.
const forRequests = (schema: object): Record<string, unknown> => withStorableNumbers(schema) as Record<string, unknown>;
let bodyAjv: Ajv2020 | undefined;
let textAjv: Ajv2020 | undefined;
const ajvFor = (httpPart: string | undefined): Ajv2020 => httpPart === 'body'
  ? (bodyAjv ??= createModelAjv({ allErrors: false, validateSchema: false, transform: forRequests }))
  : (textAjv ??= createModelAjv({ allErrors: false, validateSchema: false, coerceTypes: 'array', transform: forRequests }));

/** Compiles a request part's schema (see above): bodies as JSON, params/query/headers with coercion. */
export function compileValidator(schema: object, httpPart: string | undefined): ValidateFunction {
  return ajvFor(httpPart).compile(forRequests(schema));
}

/** The error of a value that holds text the database cannot store (storable-text.ts). */
const unstorableTextError = (instancePath: string): ErrorObject => ({
  instancePath, schemaPath: '#', keyword: 'storableText', params: {},
  message: 'must not contain NUL characters or unpaired surrogates',
});

// Both compilers below compile a route's schemas on the route's first call, not when Fastify
// starts: compiling every route's up front cost ~300 ms of each start, and memory, for routes
// nobody may call for hours.

/**
 * Validates requests (see compileValidator), every part of every route refusing text the
 * database cannot store before its schema is checked.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  let compiled: ValidateFunction | undefined;
  const validate = (data: unknown, dataCxt?: Parameters<ValidateFunction>[1]): boolean => {
    const unstorable = findUnstorableText(data);
    if (unstorable !== undefined) {
      validate.errors = [unstorableTextError(unstorable)];
      return false;
    }
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

/** A reply serialiser (see compileSerializer) compiled on its first call. */
export function lazySerializer(schema: object): (data: unknown) => string {
  let compiled: ((data: unknown) => string) | undefined;
  return (data) => {
    compiled ??= compileSerializer(schema);
    return compiled(data);
  };
}

/** Serialises replies (see lazySerializer). */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => lazySerializer(schema as object);

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
