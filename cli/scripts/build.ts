// Bundles the CLI into cli/dist with esbuild: one small entry (commander and the commands'
// registrations) and a chunk per command implementation, loaded when that command runs. Starting
// from the bundle skips compiling TypeScript on every run (tsx), the bulk of `tessera --help`'s
// cost; see docs/decisions/0023-cli-base-schemas-logins-start.md.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';

const cliDir = join(import.meta.dirname, '..');
const outdir = join(cliDir, 'dist');

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: join(cliDir, 'src/main.ts') },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  chunkNames: 'chunks/[name]-[hash]',
  // Bundled CommonJS packages (commander, ajv) call require; ESM has none of its own.
  banner: { js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);" },
  legalComments: 'none',
  logLevel: 'warning',
});
