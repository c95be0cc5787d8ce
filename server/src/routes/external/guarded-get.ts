// GET of a member-given address without letting it reach the server's own network (SSRF): every
// host is resolved by the guard, every address it gives must be allowed, and the connection goes to
// the address that was checked (no second lookup a rebinding DNS could answer differently).
// Redirects are followed by hand, each hop checked again; time and size are bounded.
import type { LookupAddress, LookupOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { AddressGuard } from './address-guard.ts';
import { FEED_ERRNO, FeedError } from './feed-errors.ts';

export interface GetLimits {
  /** The whole exchange, redirects included (ms). */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

const REDIRECTS: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

const refused = (host: string) => new FeedError(FEED_ERRNO.notAllowed, `${host} is not a public internet address.`);

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `lookup` for http.request that answers only with addresses the guard allows, refusing a host when any of its addresses is not. */
function guardedLookup(guard: AddressGuard) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    guard.resolve(hostname).then((addresses) => {
      if (addresses.length === 0 || addresses.some(({ address }) => !guard.allows(address))) throw refused(hostname);
      const usable = addresses.filter(({ family }) => !options.family || family === options.family);
      if (usable.length === 0) throw refused(hostname);
      if (options.all) callback(null, usable);
      else callback(null, usable[0]!.address, usable[0]!.family);
    }).catch((error: unknown) => callback(error as NodeJS.ErrnoException, ''));
  };
}

/** Checks what can be checked before connecting: the scheme, and a host written as an address (which skips the lookup). */
function assertFetchable(url: URL, guard: AddressGuard): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FeedError(FEED_ERRNO.notAllowed, `${url.protocol} addresses are not fetched.`);
  if (url.username || url.password) throw new FeedError(FEED_ERRNO.notAllowed, 'Addresses with credentials are not fetched.');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) && !guard.allows(host)) throw refused(host);
}

function requestOnce(url: URL, guard: AddressGuard, signal: AbortSignal, accept: string): Promise<IncomingMessage> {
  assertFetchable(url, guard);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, {
      method: 'GET', signal, lookup: guardedLookup(guard),
      headers: { accept, 'accept-encoding': 'identity', 'user-agent': 'Tessera (feed check)' },
    }, resolve);
    request.on('error', reject);
    request.end();
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw new FeedError(FEED_ERRNO.tooLarge, `The answer is ${declared} bytes.`);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      response.destroy();
      throw new FeedError(FEED_ERRNO.tooLarge, `The answer is over ${maxBytes} bytes.`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Anything that is not already a FeedError is the address not answering as it should. */
const asFeedError = (error: unknown) => (error instanceof FeedError ? error : new FeedError(FEED_ERRNO.unreachable, error instanceof Error ? error.message : String(error)));

/**
 * The body of a successful GET of `address` (an absolute URL), following at most
 * `limits.maxRedirects` redirects. Throws FeedError: notAllowed (see assertFetchable and the
 * guard), unreachable (no answer, an error status, a time-out, too many redirects), tooLarge.
 */
export async function guardedGet(address: string, guard: AddressGuard, limits: GetLimits, accept = '*/*'): Promise<Buffer> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FeedError(FEED_ERRNO.notAllowed, 'Not an absolute address.');
  }
  try {
    for (let hop = 0; ; hop++) {
      const response = await requestOnce(url, guard, signal, accept);
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0) && location) {
        response.resume();
        if (hop >= limits.maxRedirects) throw new FeedError(FEED_ERRNO.unreachable, 'Too many redirects.');
        url = new URL(location, url);
        continue;
      }
      if ((response.statusCode ?? 0) < 200 || (response.statusCode ?? 0) > 299) {
        response.resume();
        throw new FeedError(FEED_ERRNO.unreachable, `The address answered ${response.statusCode}.`);
      }
      return await readBody(response, limits.maxBytes);
    }
  } catch (error) {
    throw asFeedError(error);
  }
}
