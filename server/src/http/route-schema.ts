// A contract route's Fastify schema: what validates the request, serialises the reply and describes
// the route in the API reference. Bodies and replies $ref the model's schemas; error statuses come
// from the errors the route lists (routeErrorStatuses).
import { schemaRef } from '@tessera/schemas';
import { routeErrorStatuses, type RouteDefinition } from '@tessera/schemas/contract';
import type { FastifySchema } from 'fastify';

const errorReply = { $ref: schemaRef('api/common', 'errorReply') };

const ERROR_DESCRIPTIONS: Readonly<Record<number, string>> = {
  400: 'Invalid request: the message names the field',
  401: 'Not signed in, or the token is unusable (tokenIssue)',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflicts with what is stored (a slug already in use, a revision that has moved)',
};

/** The bearer token signed-in routes expect, for the API reference. */
const bearerAuth = [{ bearerAuth: [] }];

/** The 200 reply: the schema itself for JSON, else by media type (text, bytes). */
function successReply(route: RouteDefinition): object {
  if (route.replyType === undefined) return { description: 'Success', ...route.reply };
  const { description = 'Success', ...schema } = route.reply as { description?: string };
  return { description, content: { [route.replyType]: { schema } } };
}

/** What the API reference says of a route besides its summary: the permission it needs, an upload's body. */
function description(route: RouteDefinition): string {
  const parts = [
    route.permission && `Needs the permission ${route.permission.action} on ${route.permission.subject}.`,
    route.upload && `A multipart/form-data body of at most ${route.upload.maxFiles} parts named file (${route.upload.accepts === 'image' ? 'images' : 'images, documents, audio or video'}, checked by content) and text parts (UploadFields).`,
  ];
  return parts.filter(Boolean).join(' ');
}

/** Fastify's `schema` option of a contract route. */
export function routeSchema(route: RouteDefinition): FastifySchema {
  const errors = routeErrorStatuses(route).map((status) => [status, { description: ERROR_DESCRIPTIONS[status] ?? 'Error', ...errorReply }]);
  return {
    summary: route.summary,
    ...(description(route) && { description: description(route) }),
    tags: [...route.tags],
    ...(route.site && { hide: true }),
    ...(route.access === 'signedIn' && { security: bearerAuth }),
    ...(route.params && { params: route.params }),
    ...(route.query && { querystring: route.query }),
    ...(route.body && { body: route.body }),
    response: { 200: successReply(route), ...Object.fromEntries(errors) },
  };
}
