// Serves the built runtime (runtime/dist) under /app with history-mode fallback to index.html.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { BASE_PATHS } from '@tessera/schemas';

export interface RuntimeAppOptions {
  /** The runtime's build output: index.html plus hashed js/, css/ and assets/. */
  distDir: string;
}

const NOT_BUILT = 'The Tessera app has not been built yet. Run `npm run build` (or `npm start`, which builds first), then reload.';
// The build puts a content hash in every file under these folders (runtime/vite.config.ts).
const HASHED = /[\\/](?:js|css|assets)[\\/][^\\/]+$/;
const HAS_EXTENSION = /\/[^/]*\.[a-z0-9]+$/i;

function cacheHeaders(reply: FastifyReply, path: string): void {
  reply.header('cache-control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const serveBuiltApp = (distDir: string): FastifyPluginAsync => async (app) => {
  await app.register(fastifyStatic, { root: distDir, prefix: '/', cacheControl: false, setHeaders: cacheHeaders });
  // History mode: any app route that is not a file gets index.html; a missing file stays a 404.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || HAS_EXTENSION.test(path)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return reply.sendFile('index.html');
  });
};

const explainNotBuilt: FastifyPluginAsync = async (app) => {
  const answer = (_: unknown, reply: FastifyReply) => reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
  app.get('/', { schema: { hide: true } }, answer);
  app.get('/*', { schema: { hide: true } }, answer);
};

/** Registers `/` → `/app/` and the app itself under /app (or a 503 saying to build it). */
export async function registerRuntimeApp(app: FastifyInstance, { distDir }: RuntimeAppOptions): Promise<void> {
  app.get('/', { schema: { hide: true } }, (_, reply) => reply.redirect(`${BASE_PATHS.app}/`, 302));
  const built = existsSync(join(distDir, 'index.html'));
  await app.register(built ? serveBuiltApp(distDir) : explainNotBuilt, { prefix: BASE_PATHS.app });
}
