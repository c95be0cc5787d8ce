// Bodies the server builds itself and keeps (the app's index.html, the web app manifest, the
// brands' theme.css) sent compressed like the built files are: Brotli or gzip as the browser
// accepts, each encoding made once per body, never per request.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip' | 'identity';

/** One body in every encoding, with the validator conditional requests compare. */
export interface EncodedBody {
  readonly type: string;
  readonly etag: string;
  readonly encodings: Readonly<Record<Encoding, Buffer>>;
}

const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'] });

/** The encoding the request accepts best: br, gzip, or identity when it names neither. */
export function acceptedEncoding(request: FastifyRequest): Encoding {
  const accepted = request.headers['accept-encoding'];
  return (accepted && negotiator.negotiate(accepted)) || 'identity';
}

/** Adds accept-encoding to the reply's vary header: the body depends on it. */
export function varyOnEncoding(reply: FastifyReply): FastifyReply {
  const vary = reply.getHeader('vary');
  return reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
}

export function encodeBody(text: string, type: string): EncodedBody {
  const identity = Buffer.from(text);
  return {
    type,
    // Weak: the same text is sent in several encodings under one validator.
    etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
    encodings: {
      identity,
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(identity, { level: 9 }),
    },
  };
}

/** Remembers the last body it encoded, so an unchanged page is not compressed again. */
export class LastEncoded {
  private last: { text: string; body: EncodedBody } | null = null;

  constructor(private readonly type: string) {}

  of(text: string): EncodedBody {
    if (this.last?.text !== text) this.last = { text, body: encodeBody(text, this.type) };
    return this.last.body;
  }
}

/**
 * Encodes the body of each cached object once, for as long as the object lives: the cache
 * replaces the object when what it holds changes, and the encodings go with it.
 */
export function encodedOnce<Owner extends object>(type: string, textOf: (owner: Owner) => string): (owner: Owner) => EncodedBody {
  const bodies = new WeakMap<Owner, EncodedBody>();
  return (owner) => {
    let body = bodies.get(owner);
    if (!body) bodies.set(owner, (body = encodeBody(textOf(owner), type)));
    return body;
  };
}

/** Sends `body` in the encoding the request accepts best (or 304 when the browser has it). */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody): FastifyReply {
  varyOnEncoding(reply).header('etag', body.etag).type(body.type);
  if (request.headers['if-none-match'] === body.etag) return reply.status(304).send();
  const encoding = acceptedEncoding(request);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body.encodings[encoding]);
}
