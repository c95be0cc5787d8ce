// The OpenAPI 3.1 document (from the route schemas) and a readable reference page, served locally.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** Registers the document collector; call before any route so every route is seen. */
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
    // Components named after their schema file ('api', 'api-initReply', 'block', …) rather than def-N.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? (/([^/]+)\.schema\.json$/.exec(json.$id)?.[1] ?? `def-${i}`) : `def-${i}`,
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/v1/docs', staticCSP: true });
  app.get('/api/v1/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
