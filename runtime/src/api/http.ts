// The transport under the API client: one HTTP call with the bearer credential, JSON in and out,
// and the error rules of spec §8. No cache and no DOM, so the CLI can reuse it.
import { ApiError } from './api-error.ts';
import { normalizePath, searchOf, type HttpMethod, type QueryParams } from './request-key.ts';

/** What the transport needs from the app around it. */
export interface HttpOptions {
  /** Prefix of every path, for example '/api/v1'. */
  baseUrl: string;
  /** The bearer credential, read at call time. */
  getJwt(): string | null;
  /** Ends the session: called once per credential, however many calls fail with it. */
  onUnauthorized(): void;
  /** The network failed (no reply at all): lets connectivity check whether the app is offline. */
  onNetworkError?(): void;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** One call, relative to the base URL. */
export interface HttpRequest {
  method: HttpMethod;
  path: string;
  query?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  /** The request outlives the page (sending on unload). */
  keepalive?: boolean;
  /** Cancels the request (a search overtaken by the next key): it rejects with the abort, unlogged. */
  signal?: AbortSignal;
}

/** A successful reply: the parsed JSON and its text (the cache stores the text as it came). */
export interface HttpReply {
  value: unknown;
  text: string;
}

/** Sends one request; rejects with an ApiError (already logged) when the reply is an error. */
export type Send = (request: HttpRequest) => Promise<HttpReply>;

interface ReplyFields {
  error?: unknown;
  message?: unknown;
  tokenIssue?: unknown;
}

function fieldsOf(value: unknown): ReplyFields {
  return typeof value === 'object' && value !== null ? (value as ReplyFields) : {};
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Builds the transport; the app's client wraps it (./client.ts). */
export function createHttp(options: HttpOptions): Send {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  // Parallel calls failing with the same credential must log the member out only once.
  let rejectedJwt: string | null | undefined;

  function rejectCredential(jwt: string | null): void {
    if (jwt === rejectedJwt) return;
    rejectedJwt = jwt;
    options.onUnauthorized();
  }

  return async function send({ method, path, query, body, keepalive, signal }) {
    const jwt = options.getJwt();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (jwt) headers.Authorization = `Bearer ${jwt}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const url = `${options.baseUrl}/${normalizePath(path)}${searchOf(query)}`;

    let response: Response;
    try {
      response = await fetchImpl(url, { method, headers, keepalive, signal, body: body === undefined ? undefined : JSON.stringify(body) });
    } catch (cause) {
      // Cancelled by the caller: nothing failed, and the network is not in question.
      if (signal?.aborted) throw cause;
      console.error(`${method} ${url} failed:`, cause);
      options.onNetworkError?.();
      throw new ApiError(0, 'Network error', cause instanceof Error ? cause.message : String(cause));
    }

    const text = await response.text();
    const value = parseJson(text);
    const { error, message, tokenIssue } = fieldsOf(value);
    // A success reply may carry a human `message` (a social link's status), so only an `error`
    // field or a failing status makes it an error; `tokenIssue` logs out whatever the status.
    if (response.ok && typeof error !== 'string' && tokenIssue !== true) return { value, text };

    const name = typeof error === 'string' ? error : response.statusText || 'Error';
    const description = typeof message === 'string' ? message : `HTTP ${response.status}`;
    console.error(`${method} ${url}: ${name}: ${description}`);
    if (tokenIssue === true || (response.status === 401 && name === 'Not authorized')) rejectCredential(jwt);
    throw new ApiError(response.status, name, description, tokenIssue === true);
  };
}
