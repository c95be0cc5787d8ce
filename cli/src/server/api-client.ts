// The CLI's client of the server's API: calls by the contract's route keys ('POST /auth/login'),
// typed by the contract, every failure turned into a ServerError whose message says what to do.
import type { ApiRouteKey, ApiRoutes } from '@tessera/schemas';
import { ApiError, ServerError } from './server-error.ts';

/** What a call sends: `params` fill the path's {names}. */
export interface CallParts<Key extends ApiRouteKey> {
  params?: ApiRoutes[Key]['params'];
  query?: ApiRoutes[Key]['query'];
  body?: ApiRoutes[Key]['body'];
}

export interface ApiClient {
  /** The server's URL (the API is under `${url}/api/v1`). */
  readonly url: string;
  call<Key extends ApiRouteKey>(key: Key, parts?: CallParts<Key>): Promise<ApiRoutes[Key]['reply']>;
}

export interface ApiClientOptions {
  url: string;
  /** Sent as a bearer token; none for public routes such as login. */
  token?: string;
  /** How long one call may take. @default 60_000 */
  timeoutMs?: number;
}

/** The API of the server at `url`. */
export function createApiClient({ url, token, timeoutMs = 60_000 }: ApiClientOptions): ApiClient {
  return {
    url,
    async call(key, parts = {}) {
      const space = key.indexOf(' ');
      const method = key.slice(0, space);
      const target = new URL(`${url}/api/v1${fillPath(key.slice(space + 1), parts.params)}`);
      for (const [name, value] of Object.entries(parts.query ?? {})) if (value !== undefined) target.searchParams.set(name, String(value));
      const headers: Record<string, string> = { accept: 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      if (parts.body !== undefined) headers['content-type'] = 'application/json';
      let response: Response;
      try {
        response = await fetch(target, { method, headers, body: parts.body === undefined ? undefined : JSON.stringify(parts.body), signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        throw unreachable(url, error, timeoutMs);
      }
      const reply: unknown = await response.json().catch(() => null);
      if (!response.ok) throw answeredWithError(url, response.status, reply);
      return reply as never;
    },
  };
}

function fillPath(path: string, params: unknown): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (values[name] === undefined) throw new Error(`The path ${path} needs the parameter ${name}.`);
    return encodeURIComponent(String(values[name]));
  });
}

function unreachable(url: string, error: unknown, timeoutMs: number): ServerError {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return new ServerError(`The server at ${url} did not answer within ${timeoutMs / 1000} s. Check that it is running, then try again.`);
  }
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const why = cause?.code ?? cause?.message ?? (error as Error).message;
  return new ServerError(`Cannot reach the server at ${url} (${why}). Check that it is running and that the URL is right (--url, TESSERA_URL or tessera.config.json).`);
}

/** An error reply as a message saying what to do next. */
function answeredWithError(url: string, status: number, reply: unknown): ApiError {
  const body = (typeof reply === 'object' && reply !== null ? reply : {}) as { error?: unknown; message?: unknown };
  const error = typeof body.error === 'string' ? body.error : `HTTP ${status}`;
  const said = typeof body.message === 'string' ? body.message : error;
  const next = status === 401
    ? ` Log in again: tessera login --url ${url} (or check TESSERA_TOKEN).`
    : status === 403
      ? ` Log in as an account that may do this (an admin, or one with a manageSettings grant): tessera login --url ${url}.`
      : status === 429
        ? ' Wait a while, then try again.'
        : status >= 500
          ? ' Try again; if it keeps failing, look at the server log.'
          : '';
  return new ApiError(`The server at ${url} answered ${status}: ${said}${next}`, status, error, reply);
}
