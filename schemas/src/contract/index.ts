// @tessera/schemas/contract: every route and real-time event of the API, declared once (TypeBox
// schemas that $ref the model's JSON Schemas). The server registers its routes and builds the API
// reference from these values; the runtime only ever imports the types (see ./types.ts).
export * from './routes/index.ts';
export * as routeAreas from './routes/index.ts';
export { WRITABLE_SETTINGS_GROUPS } from './routes/settings.ts';
export { serverEvents, clientEvents, type Audience, type ServerEventDefinition, type ClientEventDefinition } from './events.ts';
export { errorCatalogue, type ErrorCode, type ErrorDefinition } from './errors.ts';
export { routeArea, DEFAULT_BODY_LIMIT, type Access, type HttpMethod, type RouteDefinition, type RouteEntry, type RoutePermission, type UploadDefinition } from './route.ts';
export { routeErrors, routeErrorStatuses } from './route-errors.ts';
export type * from './types.ts';
