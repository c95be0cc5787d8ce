// `npm run build -w @tessera/server`: compiles the server and the workspace packages it imports
// into server/dist, which `npm start` runs with plain Node. Running the TypeScript sources through
// tsx costs ~40 MB of memory and a transform of every file at each start (see
// docs/decisions/0009-lean-server-start.md). npm packages stay external: Node loads them from
// node_modules as usual, with their own files beside them.
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${serverDir}dist`;

/** Bare imports (`fastify`, `pg`) are left to Node, except our own workspace packages. */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path }) => (path.startsWith('@tessera/') ? undefined : { path, external: true }));
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: `${serverDir}src/main.ts` },
  outdir,
  bundle: true,
  // Modules imported only when configured (Redis, node-postgres) become chunks of their own, so
  // their packages are not loaded by a server that does not use them.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
});
