// Serves the contract's routes: each area's route file gives one handler per contract route
// (implementRoutes), typed through Fastify's TypeBox type provider from the route's own schemas,
// and serveRoutes registers them in the scope their access calls for.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DEFAULT_BODY_LIMIT, type Access, type RouteDefinition } from '@tessera/schemas/contract';
import type {
  ContextConfigDefault, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault, RouteGenericInterface,
  RouteHandlerMethod, RouteOptions, RouteShorthandOptions,
} from 'fastify';
import { routeSchema } from './route-schema.ts';

/**
 * A route's schemas as the type provider reads them. Only the 200 reply is given, so a handler
 * must return (or send) the reply the contract promises; errors are thrown (AppError).
 */
interface RouteTypeSchema<Route extends RouteDefinition> {
  params: Route['params'];
  querystring: Route['query'];
  body: Route['body'];
  response: { 200: Route['reply'] };
}

/** The handler of a contract route: typed params, query and body; its return type checked against the reply. */
export type RouteHandler<Route extends RouteDefinition> = RouteHandlerMethod<
  RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, RouteGenericInterface, ContextConfigDefault,
  RouteTypeSchema<Route>, TypeBoxTypeProvider
>;

/**
 * A handler, or a handler with the few route options a route may need besides its contract
 * (onSend: a reply compressed per request, http/compressed-reply.ts). No permission hooks:
 * operations check permissions themselves (docs/decisions/0012).
 */
export type RouteImplementation<Route extends RouteDefinition> =
  | RouteHandler<Route>
  | ({ handler: RouteHandler<Route> } & Pick<RouteShorthandOptions, 'attachValidation' | 'onSend'>);

/** One implementation per route of an area, by the area's route names. */
export type AreaImplementation<Area extends Record<string, RouteDefinition>> = { [Name in keyof Area]: RouteImplementation<Area[Name]> };

/** A contract route with its implementation, ready to serve. */
export interface ImplementedRoute {
  route: RouteDefinition;
  implementation: RouteImplementation<RouteDefinition>;
}

/**
 * Pairs each route of a contract area with its implementation; a missing or extra one fails the
 * typecheck. Curried, so TypeScript types the handlers from the area already chosen (in one
 * generic call it would widen their replies: `{ ok: true }` to `{ ok: boolean }`).
 * @example implementRoutes(auditRoutes)({ logTypes: async () => ({ logTypes: auditLogTypes() }), save: … })
 */
export function implementRoutes<Area extends Record<string, RouteDefinition>>(area: Area) {
  return (implementations: AreaImplementation<Area>): ImplementedRoute[] => Object.keys(area).map((name) => ({
    route: area[name]!,
    // Each implementation was checked against its own route above; the list holds them side by side.
    implementation: implementations[name] as RouteImplementation<RouteDefinition>,
  }));
}

/** '/structure/page/{id}' → '/structure/page/:id'. */
export const fastifyPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** Registers every route of `routes` with the given access in `scope` (see app.ts for the scopes). */
export function serveRoutes(scope: FastifyInstance, routes: readonly ImplementedRoute[], access: Access): void {
  for (const { route, implementation } of routes) {
    if (route.access !== access) continue;
    const { handler, ...options } = typeof implementation === 'function' ? { handler: implementation } : implementation;
    scope.route({
      ...options,
      method: route.method,
      url: fastifyPath(route.path),
      schema: routeSchema(route),
      // An upload's multipart body is streamed, never parsed by Fastify: its limit (route.bodyLimit)
      // is the upload receiver's to keep (routes/files/receive-upload.ts), and any other body it
      // is sent (JSON) stays within the default.
      bodyLimit: route.upload ? DEFAULT_BODY_LIMIT : route.bodyLimit ?? DEFAULT_BODY_LIMIT,
      handler,
    } as RouteOptions);
  }
}
