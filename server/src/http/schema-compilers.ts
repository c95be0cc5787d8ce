// How Fastify validates requests and serialises replies, with the model's JSON Schemas (draft 2020-12).
import { ajv as sharedAjv, allSchemas } from '@tessera/schemas';
import { Ajv2020 } from 'ajv/dist/2020.js';
import fastJson, { type Schema as FjsSchema } from 'fast-json-stringify';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { openObjects, withAbsoluteRefs } from './schema-transforms.ts';

// Path parameters and query strings arrive as text; this instance coerces them to the declared
// types ('12' → 12). Bodies are JSON and go through the shared instance, which never coerces.
const coercingAjv = new Ajv2020({ coerceTypes: 'array', strict: false, allErrors: true, validateFormats: false });
for (const schema of allSchemas) coercingAjv.addSchema(schema);

/** Validates body with the shared Ajv of @tessera/schemas, and params/query/headers with coercion. */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? sharedAjv : coercingAjv).compile(schema as object);

/** The model's schemas with absolute $refs, as @fastify/swagger and fast-json-stringify need them. */
export const resolvableSchemas = allSchemas.map((schema) => withAbsoluteRefs(schema, schema.$id) as { $id: string });

const serializableSchemas = Object.fromEntries(resolvableSchemas.map((schema) => [schema.$id, openObjects(schema) as FjsSchema]));

/** Serialises replies with fast-json-stringify, keeping properties the schemas allow but do not list. */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) =>
  fastJson(openObjects(schema) as FjsSchema, { schema: serializableSchemas });
