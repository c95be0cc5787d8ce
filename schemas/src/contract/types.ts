// The contract at the type level: what a route takes and answers, keyed by 'METHOD /path', and the
// socket events' signatures. Type-only, so the browser can `import type` it and carry no contract.
import type { Static, TSchema } from 'typebox';
import type { clientEvents, serverEvents } from './events.ts';
import type { RouteDefinition } from './route.ts';
import type * as routeAreas from './routes/index.ts';

type Areas = typeof routeAreas;

/** Every route of the contract, as a union of their definitions. */
export type AnyRoute = { [Area in keyof Areas]: Areas[Area][keyof Areas[Area]] }[keyof Areas];

/** A route's key: its method and path as the contract writes them, 'GET /structure/page/{id}'. */
export type RouteKey<Route extends RouteDefinition> = `${Route['method']} ${Route['path']}`;

/** The static type of an optional part of a route (params, query, body); undefined when absent. */
type PartOf<Schema> = Schema extends TSchema ? Static<Schema> : undefined;

/** What one route takes and answers. */
export interface RouteTypes<Route extends RouteDefinition> {
  params: PartOf<Route['params']>;
  query: PartOf<Route['query']>;
  body: PartOf<Route['body']>;
  reply: Static<Route['reply']>;
}

/** The routes a JSON client calls: under /api/v1 and answering JSON. */
type JsonApiRoute = Exclude<AnyRoute, { site: true } | { replyType: string }>;

/**
 * The API by route key: `ApiRoutes['GET /structure/page/{id}']['reply']` is Page.
 * @example const page: ApiRoutes['GET /structure/page/{id}']['reply'] = await api.call('GET /structure/page/{id}', { params: { id } });
 */
export type ApiRoutes = { [Route in JsonApiRoute as RouteKey<Route>]: RouteTypes<Route> };

export type ApiRouteKey = keyof ApiRoutes;

/** The keys of the GET routes (what useApiQuery reads). */
export type ApiGetKey = Extract<ApiRouteKey, `GET ${string}`>;

type ServerEvents = typeof serverEvents;
type ClientEvents = typeof clientEvents;

export type ServerEventName = keyof ServerEvents;
export type ClientEventName = keyof ClientEvents;

/** What a server event carries. */
export type ServerEventPayload<Event extends ServerEventName> = Static<ServerEvents[Event]['payload']>;
/** What a client event carries. */
export type ClientEventPayload<Event extends ClientEventName> = Static<ClientEvents[Event]['payload']>;
/** The server's acknowledgement of a client event. */
export type ClientEventAck<Event extends ClientEventName> = Static<ClientEvents[Event]['ack']>;

/** Who receives a server event (see Audience in events.ts). */
export type EventAudience<Event extends ServerEventName> = ServerEvents[Event]['audience'][number];

/** socket.io's listen/emit map of the events the server sends: `Socket<ServerToClientEvents, …>`. */
export type ServerToClientEvents = { [Event in ServerEventName]: (payload: ServerEventPayload<Event>) => void };

/** socket.io's map of the events clients send; the acknowledgement callback is optional. */
export type ClientToServerEvents = {
  [Event in ClientEventName]: (payload: ClientEventPayload<Event>, ack?: (reply: ClientEventAck<Event>) => void) => void;
};
