// Where the loader reads a site from: a directory on disk (`tessera validate`, the first start's
// import) or files already in memory (the server checking an apply's upload, no scratch copy).
import { realpath, readFile, stat } from 'node:fs/promises';
import { isAbsolute, posix, relative, resolve, sep } from 'node:path';
import { listFolder } from './list-folder.ts';

export interface SiteSource {
  /** The site directory's absolute path (for an in-memory site, where it would be). */
  dir: string;
  /** The entries directly inside `folder`, sorted by name; none when it does not exist. */
  list(folder: string): Promise<Array<{ name: string; isFile: boolean; isDirectory: boolean }>>;
  isFile(file: string): Promise<boolean>;
  /** The file's parsed JSON; throws an Error whose message says why it cannot be read. */
  readJson(file: string): Promise<unknown>;
  /** Why an asset reference cannot be used, or its path relative to the site, '/'-separated. */
  asset(reference: string): Promise<{ problem: string } | { path: string }>;
}

/** A site directory on disk (asset references followed through symbolic links). */
export async function directorySource(dir: string): Promise<SiteSource> {
  const siteDir = await realpath(dir).catch(() => resolve(dir));
  const isOutside = (target: string) => {
    const rel = relative(siteDir, target);
    return rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel);
  };
  return {
    dir: resolve(dir),
    list: async (folder) => (await listFolder(dir, folder)).map((entry) => ({ name: entry.name, isFile: entry.isFile(), isDirectory: entry.isDirectory() })),
    isFile: (file) => stat(resolve(dir, file)).then((s) => s.isFile(), () => false),
    readJson: async (file) => JSON.parse(await readFile(resolve(dir, file), 'utf8')),
    asset: async (reference) => {
      if (isAbsolute(reference) || isOutside(resolve(siteDir, reference))) return { problem: OUTSIDE };
      const real = await realpath(resolve(siteDir, reference)).catch(() => null);
      if (real === null || !(await stat(real)).isFile()) return { problem: MISSING };
      if (isOutside(real)) return { problem: 'is a link leading outside the site directory' };
      return { path: relative(siteDir, resolve(siteDir, reference)).split(sep).join('/') };
    },
  };
}

/**
 * A site held in memory: JSON values by path ('/'-separated, relative) and the paths of the assets
 * present. The values are handed to the loader as they are, never copied: it only reads them.
 */
export function memorySource(files: Readonly<Record<string, unknown>>, assetPaths: Iterable<string>, dir = '/'): SiteSource {
  const paths = Object.keys(files);
  const assets = new Set(assetPaths);
  const folders = new Map<string, Map<string, boolean>>();
  for (const path of [...paths, ...assets]) {
    const parts = path.split('/');
    for (let depth = 0; depth < parts.length; depth += 1) {
      const folder = parts.slice(0, depth).join('/');
      const entries = folders.get(folder) ?? new Map<string, boolean>();
      folders.set(folder, entries);
      const isFile = depth === parts.length - 1;
      entries.set(parts[depth]!, (entries.get(parts[depth]!) ?? false) || isFile);
    }
  }
  return {
    dir,
    list: async (folder) => [...(folders.get(folder) ?? new Map<string, boolean>())]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, isFile]) => ({ name, isFile, isDirectory: !isFile })),
    isFile: async (file) => Object.hasOwn(files, file) || assets.has(file),
    readJson: async (file) => {
      if (!Object.hasOwn(files, file)) throw new Error(`ENOENT: no such file, open '${file}'`);
      return files[file];
    },
    asset: async (reference) => {
      const path = posix.normalize(reference);
      if (posix.isAbsolute(reference) || path === '..' || path.startsWith('../')) return { problem: OUTSIDE };
      return assets.has(path) ? { path } : { problem: MISSING };
    },
  };
}

const OUTSIDE = 'leads outside the site directory; use a path relative to it';
const MISSING = 'does not exist';
