// A reply assembled per request (GET /init: the member, their permissions, the page as they may
// see it) compressed per request, as the browser accepts. It cannot be encoded once like the
// server's kept bodies (encoded-body.ts), and it is the one reply a first page waits for: 13.7 KB
// of JSON that Brotli at quality 1 makes 5 KB in ~130 µs, where higher qualities save a few
// hundred bytes more for several times the time (docs/decisions/0015-first-load.md).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, varyOnEncoding } from './encoded-body.ts';

/** Below this, a reply fits in the first packets anyway. */
const MIN_BYTES = 1024;

/** An onSend hook: the serialised 200 reply (a string, or bytes a route serialised itself) in Brotli or gzip, when the request accepts one. */
export async function compressReply(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (!(typeof payload === 'string' || Buffer.isBuffer(payload)) || reply.statusCode !== 200 || Buffer.byteLength(payload) < MIN_BYTES) return payload;
  varyOnEncoding(reply);
  const encoding = acceptedEncoding(request);
  if (encoding === 'identity') return payload;
  reply.header('content-encoding', encoding).removeHeader('content-length');
  return encoding === 'br'
    ? brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: payload.length } })
    : gzipSync(payload, { level: 1 });
}
