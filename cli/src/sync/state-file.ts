// What the client last saw on one server: each element's revision (the base apply checks conflicts
// against) and the SHA-256 of the assets the server held (apply sends no bytes for those). Kept
// beside the site in .tessera/<server-host>.json, never in the site files (see docs/decisions/0025-site-sync.md).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ElementRevisions } from '@tessera/schemas';

export const STATE_FOLDER = '.tessera';

export function stateFilePath(dir: string, serverUrl: string): string {
  return join(dir, STATE_FOLDER, `${new URL(serverUrl).host.replace(/[^\w.-]/g, '_')}.json`);
}

export interface ServerState {
  revisions: ElementRevisions;
  /** SHA-256 of the assets the server held. */
  assets: string[];
}

/** What was last seen on the server; null when this directory never exported from or applied to it. */
export async function readState(dir: string, serverUrl: string): Promise<ServerState | null> {
  const text = await readFile(stateFilePath(dir, serverUrl), 'utf8').catch(() => null);
  if (text === null) return null;
  const state = JSON.parse(text) as Partial<ServerState>;
  return state.revisions ? { revisions: state.revisions, assets: state.assets ?? [] } : null;
}

export async function writeState(dir: string, serverUrl: string, { revisions, assets }: ServerState): Promise<void> {
  await mkdir(join(dir, STATE_FOLDER), { recursive: true });
  // The folder keeps itself out of git: it records one working copy's view of each server.
  await writeFile(join(dir, STATE_FOLDER, '.gitignore'), '*\n');
  const sorted = Object.fromEntries(Object.entries(revisions).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  await writeFile(stateFilePath(dir, serverUrl), `${JSON.stringify({ server: serverUrl, revisions: sorted, assets: [...new Set(assets)].sort() }, null, 2)}\n`);
}
