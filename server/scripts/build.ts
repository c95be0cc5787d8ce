// `npm run build -w @tessera/server`: compiles the server, the workspace packages and the npm
// packages it imports into server/dist, which `npm start` runs with plain Node. Running the
// TypeScript sources through tsx costs ~40 MB of memory and a transform of every file at each
// start; loading npm packages file by file from node_modules cost more than a third of the CPU time
// of a start, in module resolution and loading (see docs/decisions/0009-lean-server-start.md).
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import { bundleNodeEntry } from '../../scripts/node-bundle.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${serverDir}dist`;

/**
 * Packages Node loads from node_modules as usual: those that read files next to their own sources
 * (PGlite its WebAssembly and data files, Swagger UI its static files), and those loaded only when
 * configured (node-postgres, Redis), which a lone server on the embedded database never loads.
 */
const LOADED_FROM_NODE_MODULES = /^(@electric-sql\/pglite|@fastify\/swagger-ui|pg|redis|@redis\/[^/]+|@socket\.io\/redis-adapter)(\/|$)/;

const packagesWithTheirFiles: Plugin = {
  name: 'packages-with-their-files',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path }) => (LOADED_FROM_NODE_MODULES.test(path) ? { path, external: true } : undefined));
  },
};

await bundleNodeEntry(`${serverDir}src/main.ts`, outdir, { sourcemap: 'linked', plugins: [packagesWithTheirFiles] });
