import { stat } from 'node:fs/promises';
import { UsageError } from './usage-error.ts';

/** Throws a UsageError unless `dir` is an existing directory. */
export async function assertSiteDir(dir: string): Promise<void> {
  const stats = await stat(dir).catch(() => null);
  if (!stats) throw new UsageError(`Site directory not found: ${dir}`);
  if (!stats.isDirectory()) throw new UsageError(`Not a directory: ${dir}`);
}
