// The files the app's index.html loads before its first page: the entry script, the modules it
// preloads and its stylesheet. The sign-in page asks the browser to prefetch them while the member
// types, so that after signing in the app starts from the HTTP cache instead of the network.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

// Hashed files only (runtime/vite.config.ts puts the hash in every name under js/ and css/).
const ENTRY_FILE = /\b(?:src|href)="(\/app\/(?:js|css)\/[^"]+)"/g;

/** The app's entry files named by an index.html, in order, each once. */
export function appEntryFiles(indexHtml: string): string[] {
  return [...new Set(Array.from(indexHtml.matchAll(ENTRY_FILE), (match) => match[1]!))];
}

/** The entry files of the built app in `distDir`; none when it has not been built. */
export async function readAppEntryFiles(distDir: string): Promise<string[]> {
  try {
    return appEntryFiles(await readFile(join(distDir, 'index.html'), 'utf8'));
  } catch {
    return [];
  }
}
