// What the client last saw of each element on one server (its revisions): the base apply checks
// conflicts against. Kept beside the site in .tessera/<server-host>.json, never in the site files
// (see docs/decisions/0025-site-sync.md).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ElementRevisions } from '@tessera/schemas';

export const STATE_FOLDER = '.tessera';

export function stateFilePath(dir: string, serverUrl: string): string {
  return join(dir, STATE_FOLDER, `${new URL(serverUrl).host.replace(/[^\w.-]/g, '_')}.json`);
}

/** The revisions last seen on the server; null when this directory never exported from or applied to it. */
export async function readState(dir: string, serverUrl: string): Promise<ElementRevisions | null> {
  const text = await readFile(stateFilePath(dir, serverUrl), 'utf8').catch(() => null);
  if (text === null) return null;
  const state = JSON.parse(text) as { revisions?: ElementRevisions };
  return state.revisions ?? null;
}

export async function writeState(dir: string, serverUrl: string, revisions: ElementRevisions): Promise<void> {
  await mkdir(join(dir, STATE_FOLDER), { recursive: true });
  // The folder keeps itself out of git: it records one working copy's view of each server.
  await writeFile(join(dir, STATE_FOLDER, '.gitignore'), '*\n');
  const sorted = Object.fromEntries(Object.entries(revisions).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  await writeFile(stateFilePath(dir, serverUrl), `${JSON.stringify({ server: serverUrl, revisions: sorted }, null, 2)}\n`);
}
