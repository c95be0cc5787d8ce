// Bundles the CLI into cli/dist with esbuild: one small entry (commander and the commands'
// registrations) and a chunk per command implementation, loaded when that command runs. Starting
// from the bundle skips compiling TypeScript on every run (tsx), the bulk of `tessera --help`'s
// cost; see docs/decisions/0023-cli-base-schemas-logins-start.md.
import { join } from 'node:path';
import { bundleNodeEntry } from '../../scripts/node-bundle.ts';

const cliDir = join(import.meta.dirname, '..');

await bundleNodeEntry(join(cliDir, 'src/main.ts'), join(cliDir, 'dist'), { chunkNames: 'chunks/[name]-[hash]', legalComments: 'none' });
