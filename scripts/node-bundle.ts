// One way to bundle a workspace's Node entry with esbuild (the server's and the CLI's builds): an
// ES module bundle split at dynamic imports, for the Node version the project runs on, written
// afresh into `outdir`.
import { rm } from 'node:fs/promises';
import { build, type BuildOptions } from 'esbuild';

/** Bundles `entry` into `outdir/main.js` (and its chunks); `options` adds to or overrides the shared ones. */
export async function bundleNodeEntry(entry: string, outdir: string, options: BuildOptions = {}): Promise<void> {
  await rm(outdir, { recursive: true, force: true });
  await build({
    entryPoints: { main: entry },
    outdir,
    bundle: true,
    // Modules imported on demand (a command's implementation, Redis or node-postgres when
    // configured) become chunks of their own, loaded only when used.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Bundled CommonJS packages call require() (Node's built-ins, optional packages in try/catch),
    // which an ES module does not have.
    banner: { js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);" },
    logLevel: 'warning',
    ...options,
  });
}
