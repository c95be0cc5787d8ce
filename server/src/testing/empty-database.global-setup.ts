// Vitest global setup of the node project: creating a PGlite database (its initdb) takes ~2 s,
// and every server suite needs a fresh one. It is created once here, written to a file, and each
// suite starts from a copy (~0.3 s). The copy is an empty cluster, as initdb leaves it: every
// suite still migrates and imports its own site.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createEmptyDatabaseDump } from '../db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar file of an empty PGlite data directory (see databases.ts). */
    emptyPgliteDump: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-test-pglite-'));
  const file = join(dir, 'empty-pgdata.tar');
  await writeFile(file, await createEmptyDatabaseDump());
  project.provide('emptyPgliteDump', file);
  return () => rm(dir, { recursive: true, force: true });
}
