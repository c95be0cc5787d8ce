// How long the server waits for a client (docs/decisions/0016-request-boundary.md). Node's
// defaults let a connection that never finishes its request hold a socket for 60–90 s: headers
// may take 60 s, and time-outs are only checked every 30 s.
import type { ServerOptions } from 'node:http';

export interface ServerTimeouts {
  /** From a new connection (or a kept-alive one's next request) to the end of the request's headers. */
  headersMs: number;
  /** From the same start to the end of the whole request, body included. */
  requestMs: number;
  /**
   * How long an idle keep-alive connection stays open. Longer than the load balancer's own idle
   * time-out (60 s on AWS's ALB, nginx and most others), so the balancer always closes first and
   * never sends a request down a connection the server is closing (a 502 for the member).
   */
  keepAliveMs: number;
  /** How often Node looks for connections past the header and request time-outs. */
  checkEveryMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  // A browser sends its headers in one go; 15 s covers a slow mobile link's handshake and retries.
  headersMs: 15_000,
  // Bodies are at most 256 KB (the contract's bodyLimit): seconds even on a poor mobile link.
  requestMs: 30_000,
  keepAliveMs: 72_000,
  checkEveryMs: 1_000,
};

/** The Fastify options that set them on the HTTP server. */
export function timeoutOptions(timeouts: ServerTimeouts): { requestTimeout: number; keepAliveTimeout: number; http: ServerOptions } {
  return {
    // Fastify sets these two on the server after creating it (0 would mean Node's defaults).
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // These only take effect when the server is created.
    http: { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs, connectionsCheckingInterval: timeouts.checkEveryMs },
  };
}
