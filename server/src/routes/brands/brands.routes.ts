// theme.css of the active brand or of any brand: the brand's tokens as CSS custom properties.
import { brandRoutes } from '@tessera/schemas/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { themeVersion, type BrandTheme } from '../../cache/site-cache.ts';
import { appError } from '../../errors.ts';
import { encodedOnce, sendEncoded } from '../../http/encoded-body.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import type { ServerContext } from '../../server-context.ts';

// The app's <head> links the active brand's sheet: it blocks the first paint, so it goes out compressed.
const encodedCss = encodedOnce<BrandTheme>('text/css; charset=utf-8', (theme) => theme.css);

/** The stylesheet; immutable when the URL names the current version (?v=<brandId>-<revision>). */
function sendCss(request: FastifyRequest, reply: FastifyReply, theme: BrandTheme | null, version: string | undefined): FastifyReply {
  if (!theme) throw appError('BRAND_NOT_FOUND');
  const current = version === themeVersion(theme.brand);
  reply.header('cache-control', current ? 'public, max-age=31536000, immutable' : 'public, max-age=60');
  return sendEncoded(request, reply, encodedCss(theme));
}

export const brandHandlers = (ctx: ServerContext) => implementRoutes(brandRoutes)({
  activeTheme: async (request, reply) => sendCss(request, reply, await ctx.cache.activeBrand(), request.query.v),
  brandTheme: async (request, reply) => sendCss(request, reply, await ctx.cache.brandTheme(request.params.id), request.query.v),
});
