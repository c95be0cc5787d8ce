import { UsageError } from '../usage-error.ts';

/**
 * A server's URL in the one form logins are stored under: http(s), no trailing slash, no query.
 * `http://localhost:3000/` and `http://localhost:3000` are the same server.
 */
export function normalizeServerUrl(url: string, from: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    throw new UsageError(`${from}: '${url}' is not a URL; write the server's address as http://host:port or https://host.`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new UsageError(`${from}: '${url}' must start with http:// or https://.`);
  }
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
}
