// The OpenAPI 3.1 document (from the route schemas) and a readable reference page, served locally.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { SCHEMA_ID_BASE } from '@tessera/schemas';
import type { FastifyInstance } from 'fastify';

/** A component's name from its schema's $id: 'page', 'api-init' (api/init.schema.json). */
function componentName(id: unknown): string | undefined {
  if (typeof id !== 'string' || !id.startsWith(SCHEMA_ID_BASE) || !id.endsWith('.schema.json')) return undefined;
  return id.slice(SCHEMA_ID_BASE.length, -'.schema.json'.length).replaceAll('/', '-');
}

/** Registers the document collector (of the routes' contract schemas); call before any route so every route is seen. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tessera API',
        version: '1',
        description: 'Every body and reply is described by the JSON Schemas of @tessera/schemas. Errors are {error, message, tokenIssue?}.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // Components named after their schema file ('api-init', 'block', …) rather than def-N.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => componentName(json.$id) ?? `def-${i}` },
  });
  // Its Content-Security-Policy is set with every other one (security-headers.ts).
  await app.register(swaggerUi, { routePrefix: '/api/v1/docs' });
  app.get('/api/v1/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
