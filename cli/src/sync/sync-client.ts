// The two calls of the sync commands: the site as files, and the apply (a dry run is the diff).
import type { SiteApplyBody, SiteApplyReply, SiteSnapshot, SiteSyncConflict } from '@tessera/schemas';
import type { SiteProblem } from '@tessera/schemas/site-files';
import type { ServerAccess } from './server-access.ts';

/** The server refused or failed; `details` are the conflicts (409) or file problems (400) it named. */
export class ServerReplyError extends Error {
  override name = 'ServerReplyError';
  constructor(readonly status: number, message: string, readonly details: ReadonlyArray<SiteSyncConflict | SiteProblem> = []) {
    super(message);
  }
}

async function call<T>({ url, token }: ServerAccess, path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${url}/api/v1${path}`, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } });
  } catch (error) {
    throw new ServerReplyError(0, `Cannot reach ${url}: ${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message}. Is the server running, and is TESSERA_URL right?`);
  }
  const body = await response.json().catch(() => null) as { message?: string; details?: [] } | null;
  if (!response.ok) throw new ServerReplyError(response.status, body?.message ?? `The server answered ${response.status}.`, body?.details ?? []);
  return body as T;
}

export const fetchSnapshot = (access: ServerAccess, assets: boolean): Promise<SiteSnapshot> =>
  call(access, `/site/files${assets ? '?assets=true' : ''}`);

export const postApply = (access: ServerAccess, body: SiteApplyBody): Promise<SiteApplyReply> =>
  call(access, '/site/apply', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
