// One small client for every call to the API. A later issue adds caching, deduplication and
// batching behind the same get/post surface.
import type { ErrorReply } from '@tessera/schemas';
import { ApiError } from './api-error.ts';

/** Query parameters; undefined values are left out. */
export type QueryParams = Record<string, string | number | boolean | undefined>;

/** What the client needs from the app around it. */
export interface ApiClientOptions {
  /** Prefix of every path, for example '/api/v1'. */
  baseUrl: string;
  /** The bearer credential, read at call time. */
  getJwt(): string | null;
  /** Ends the session: called once per credential, however many calls fail with it. */
  onUnauthorized(): void;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

/**
 * Calls relative to the base URL ('init', 'structure/page/3'). Both reject with an ApiError
 * when the reply is an error (already logged to the console).
 */
export interface ApiClient {
  get<Reply>(path: string, query?: QueryParams): Promise<Reply>;
  /** Sends `body` as JSON. */
  post<Reply>(path: string, body: unknown): Promise<Reply>;
}

function isErrorReply(body: unknown): body is ErrorReply {
  return typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string';
}

function toSearch(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Builds the API client; the app uses the single instance in ./api.ts. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  // Parallel calls failing with the same credential must log the member out only once.
  let rejectedJwt: string | null | undefined;

  function rejectCredential(jwt: string | null): void {
    if (jwt === rejectedJwt) return;
    rejectedJwt = jwt;
    options.onUnauthorized();
  }

  async function request<Reply>(method: 'GET' | 'POST', path: string, query?: QueryParams, body?: unknown): Promise<Reply> {
    const jwt = options.getJwt();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (jwt) headers.Authorization = `Bearer ${jwt}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const url = `${options.baseUrl}/${path.replace(/^\//, '')}${toSearch(query)}`;

    let response: Response;
    try {
      response = await fetchImpl(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    } catch (cause) {
      console.error(`${method} ${url} failed:`, cause);
      throw new ApiError(0, 'Network error', cause instanceof Error ? cause.message : String(cause));
    }

    const reply = await readJson(response);
    if (response.ok && !isErrorReply(reply)) return reply as Reply;

    const error = isErrorReply(reply) ? reply : { error: response.statusText || 'Error', message: `HTTP ${response.status}` };
    console.error(`${method} ${url}: ${error.error}: ${error.message}`);
    const tokenIssue = error.tokenIssue === true;
    if (tokenIssue || (response.status === 401 && error.error === 'Not authorized')) rejectCredential(jwt);
    throw new ApiError(response.status, error.error, error.message, tokenIssue);
  }

  return {
    get: (path, query) => request('GET', path, query),
    post: (path, body) => request('POST', path, undefined, body),
  };
}
