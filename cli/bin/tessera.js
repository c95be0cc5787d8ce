#!/usr/bin/env node
// The `tessera` command. It starts from the bundle `npm run build` writes (cli/dist: no
// TypeScript to compile, so it starts in a fraction of the time); without one, from the sources
// through tsx. `npm run tessera` always runs the sources.
import { existsSync } from 'node:fs';

const bundle = new URL('../dist/main.js', import.meta.url);
if (existsSync(bundle)) {
  await import(bundle.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/main.ts');
}
