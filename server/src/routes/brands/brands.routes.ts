// theme.css of the active brand or of any brand: the brand's tokens as CSS custom properties.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { themeVersion, type BrandTheme } from '../../cache/site-cache.ts';
import { appError } from '../../errors.ts';
import type { RouteOptions } from '../../server-context.ts';

const css = { 200: { description: 'CSS custom properties --t-*', content: { 'text/css': { schema: { type: 'string' } } } } };
const versionQuery = { type: 'object', properties: { v: { type: 'string', maxLength: 64 } } } as const;

/** The stylesheet; immutable when the URL names the current version (?v=<brandId>-<revision>). */
function sendCss(reply: FastifyReply, theme: BrandTheme | null, version: string | undefined): string {
  if (!theme) throw appError('BRAND_NOT_FOUND');
  const current = version === themeVersion(theme.brand);
  reply.type('text/css; charset=utf-8')
    .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'public, max-age=60');
  return theme.css;
}

export const brandRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get<{ Querystring: { v?: string } }>('/service/brands/active/theme.css', {
    schema: { summary: "The active brand's theme", tags: ['brands'], querystring: versionQuery, response: css },
  }, async (request, reply) => sendCss(reply, await ctx.cache.activeBrand(), request.query.v));

  app.get<{ Params: { id: number }; Querystring: { v?: string } }>('/service/brands/:id/theme.css', {
    schema: {
      summary: "A brand's theme (brand preview)", tags: ['brands'], querystring: versionQuery,
      params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } }, response: css,
    },
  }, async (request, reply) => sendCss(reply, await ctx.cache.brandTheme(request.params.id), request.query.v));
};
