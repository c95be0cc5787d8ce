// Replies a route has serialised itself (routes/init/init-payload.ts): the bytes go out as they
// are, past the route's reply serialiser, under the media type the route's contract names. The
// contract's reply type cannot check them here; the route's own tests compare them with what
// the reply schema's serialiser writes.
import type { FastifyReply } from 'fastify';

/** Sends `json`, JSON already, as the reply. */
export function sendSerialisedJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
