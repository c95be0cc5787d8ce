// Serves the built runtime (runtime/dist) under /app: the hashed files as built, Brotli or gzip
// from the copies the build made (runtime/vite/precompress.ts); index.html and the web app
// manifest filled with the site's own name, description and brand (app-shell/); history-mode
// fallback to index.html; and a signed-out visitor sent to the sign-in page before any script.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { BASE_PATHS } from '@tessera/schemas';
import { hasSignedInHint } from '../auth/signed-in-hint.ts';
import { LastEncoded, sendEncoded } from './encoded-body.ts';
import { indexTemplate, renderIndexHtml } from './app-shell/index-html.ts';
import { DEFAULT_COLOURS, siteLook, type SiteLook, type SiteSource } from './app-shell/site-look.ts';
import { webManifest } from './app-shell/web-manifest.ts';

export interface RuntimeAppOptions {
  /** The runtime's build output: index.html plus hashed js/, css/ and assets/. */
  distDir: string;
  /** The site's settings and active brand (the site cache). */
  site: SiteSource;
}

const NOT_BUILT = 'The Tessera app has not been built yet. Run `npm run build` (or `npm start`, which builds first), then reload.';
// The build puts a content hash in every file under these folders (runtime/vite.config.ts).
const HASHED = /[\\/](?:js|css|assets)[\\/][^\\/]+$/;
const HAS_EXTENSION = /\/[^/]*\.[a-z0-9]+$/i;
/** Spec §2.3: a one-time secret (s, t) or a handed-over token in the query signs the browser in. */
const CREDENTIAL_QUERY = ['s', 't', 'token'];
/** Before a site is imported there are no settings: the product's own name and colours. */
const FALLBACK_LOOK: SiteLook = {
  name: 'Tessera', description: null, language: 'en', themeColour: { light: DEFAULT_COLOURS.theme, dark: null },
  backgroundColour: DEFAULT_COLOURS.background, theme: null, faviconUrl: null,
};

function cacheHeaders(reply: FastifyReply, path: string): void {
  reply.header('cache-control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Whether the browser should go to the sign-in page instead of getting the app: a page
 * navigation (not the service worker fetching index.html for its cache) from a browser that has
 * not signed in, without a credential in the query.
 */
function mustSignInFirst(request: FastifyRequest): boolean {
  const mode = request.headers['sec-fetch-mode'];
  if (mode !== undefined && mode !== 'navigate') return false;
  if (hasSignedInHint(request)) return false;
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  return !CREDENTIAL_QUERY.some((name) => query.has(name));
}

const serveBuiltApp = (distDir: string, site: SiteSource): FastifyPluginAsync => async (app) => {
  const template = indexTemplate(readFileSync(join(distDir, 'index.html'), 'utf8'));
  const indexHtml = new LastEncoded('text/html; charset=utf-8');
  const manifest = new LastEncoded('application/manifest+json; charset=utf-8');
  const look = (request: FastifyRequest) => siteLook(site).catch((error: unknown) => {
    request.log.warn({ err: error }, 'The site look is unavailable; serving the app with the defaults');
    return FALLBACK_LOOK;
  });

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    // The answer depends on the hint cookie; whatever it is, it is asked for again each time.
    reply.header('vary', 'cookie').header('cache-control', 'no-cache');
    if (mustSignInFirst(request)) {
      return reply.header('cache-control', 'no-store').redirect(`${BASE_PATHS.signIn}?referrer=${encodeURIComponent(request.url)}`, 302);
    }
    return sendEncoded(request, reply, indexHtml.of(renderIndexHtml(template, await look(request))));
  };

  app.get('/', { schema: { hide: true } }, sendIndex);
  app.get('/index.html', { schema: { hide: true } }, sendIndex);
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return sendEncoded(request, reply, manifest.of(webManifest(await look(request))));
  });
  await app.register(fastifyStatic, { root: distDir, prefix: '/', cacheControl: false, setHeaders: cacheHeaders, preCompressed: true, index: false });
  // History mode: any app route that is not a file gets index.html; a missing file stays a 404.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || HAS_EXTENSION.test(path)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return sendIndex(request, reply);
  });
};

const explainNotBuilt: FastifyPluginAsync = async (app) => {
  const answer = (_: unknown, reply: FastifyReply) => reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
  app.get('/', { schema: { hide: true } }, answer);
  app.get('/*', { schema: { hide: true } }, answer);
};

/** Registers `/` → `/app/` and the app itself under /app (or a 503 saying to build it). */
export async function registerRuntimeApp(app: FastifyInstance, { distDir, site }: RuntimeAppOptions): Promise<void> {
  app.get('/', { schema: { hide: true } }, (_, reply) => reply.redirect(`${BASE_PATHS.app}/`, 302));
  const built = existsSync(join(distDir, 'index.html'));
  await app.register(built ? serveBuiltApp(distDir, site) : explainNotBuilt, { prefix: BASE_PATHS.app });
}
