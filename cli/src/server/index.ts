// Talking to a Tessera server: which one and with which token (resolveServer), and a typed client
// whose failures are ServerErrors (exit code 3) saying what to do next.
import { createApiClient, type ApiClient } from './api-client.ts';
import { resolveServer, type ResolveServerOptions } from './resolve-server.ts';

export { createApiClient, type ApiClient, type ApiClientOptions, type CallParts } from './api-client.ts';
export { resolveServer, resolveServerUrl, type ResolveServerOptions, type ResolvedServer, type ResolvedServerUrl } from './resolve-server.ts';
export { ApiError, ServerError } from './server-error.ts';

/** A client of the server `options` resolve to, signed in with its token. */
export async function connect(options: ResolveServerOptions = {}): Promise<ApiClient> {
  const { url, token } = await resolveServer(options);
  return createApiClient({ url, token });
}
