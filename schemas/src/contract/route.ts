// What one route of the contract declares, and how an API area lists its routes.
import type { TSchema } from 'typebox';
import type { ErrorCode } from './errors.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `public`: anyone; `signedIn`: a valid bearer token (the server's authenticated scope). */
export type Access = 'public' | 'signedIn';

/**
 * What a caller must be allowed (action on subject, as the permission evaluator `can` reads
 * grants): the check the route's operation makes with assertCan. The contract declares it for the
 * API reference and for tests. Routes that act only on the caller's own records (their profile,
 * sessions, audit entries: grants every account holds) declare none.
 */
export interface RoutePermission {
  action: string;
  subject: string;
}

/** The body limit of routes that declare none, and of everything the server answers outside the contract. */
export const DEFAULT_BODY_LIMIT = 16 * 1024;

/** What an upload route's multipart/form-data body may hold. */
export interface UploadDefinition {
  /** `image`: images only (at most MAX_IMAGE_BYTES each); `media`: images, documents, audio and video (documents up to MAX_DOCUMENT_BYTES). */
  accepts: 'image' | 'media';
  /** The most files (parts named `file`) one request may carry. */
  maxFiles: number;
  /** The text parts allowed besides the files, as an object schema of strings and integers. */
  fields: TSchema;
}

/** One route: everything the server, the runtime's client and the API reference need of it. */
export interface RouteDefinition {
  method: HttpMethod;
  /** The spec's path under /api/v1, parameters as `{name}`: '/structure/page/{id}'. */
  path: string;
  /** One line for the API reference. */
  summary: string;
  /** Groups of the API reference; routeArea sets the area's name. */
  tags: readonly string[];
  access: Access;
  permission?: RoutePermission;
  /** Path parameters, one property per `{name}` (coerced from text). */
  params?: TSchema;
  /** Query parameters (coerced from text). */
  query?: TSchema;
  /** The JSON body. */
  body?: TSchema;
  /** The 200 reply: JSON unless `replyType` names another media type. */
  reply: TSchema;
  /** Media type of a reply that is not JSON ('text/css', 'image/*', 'text/html'). */
  replyType?: string;
  /** Errors the route answers with on purpose, besides those routeErrors adds (bad input, not signed in). */
  errors: readonly ErrorCode[];
  /**
   * Largest accepted body in bytes: what the body's own limits (maxItems, maxLength, the sizes the
   * operation caps) allow, with room for JSON's escapes. @default DEFAULT_BODY_LIMIT
   */
  bodyLimit?: number;
  /**
   * A multipart/form-data upload instead of a JSON body: the files it accepts and the text parts
   * besides them. Its `bodyLimit` is the most bytes the server reads of one request.
   */
  upload?: UploadDefinition;
  /** Served at the site's root (the sign-in page) rather than under /api/v1, and left out of the API reference. */
  site?: true;
}

/** A route as written in an area file: routeArea adds the tags. */
export type RouteEntry = Omit<RouteDefinition, 'tags'>;

/**
 * The routes of one API area (mirroring server/src/routes/<area>/), keyed by the name the
 * server's handlers use; each is tagged with the area's name for the API reference.
 */
export function routeArea<const Routes extends Record<string, RouteEntry>>(tag: string, routes: Routes): { [Name in keyof Routes]: Routes[Name] & { tags: readonly string[] } } {
  const tagged = Object.entries(routes).map(([name, route]) => [name, { ...route, tags: [tag] }]);
  return Object.fromEntries(tagged) as { [Name in keyof Routes]: Routes[Name] & { tags: readonly string[] } };
}
