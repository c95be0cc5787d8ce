// GET /i18n/{language}: the texts of a language (public, the login screen needs them).
import type { FastifyPluginAsync } from 'fastify';
import { isLanguageCode, type I18NBundle } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import { ref, replies } from '../../http/reply-schemas.ts';
import type { RouteOptions } from '../../server-context.ts';

export const i18nRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get<{ Params: { language: string }; Reply: I18NBundle }>('/i18n/:language', {
    schema: {
      summary: "A language's texts: the site's own over the shell's, English under both", tags: ['languages'],
      params: { type: 'object', required: ['language'], properties: { language: { type: 'string', maxLength: 16 } } },
      response: replies(ref('api', 'i18nBundle'), 400),
    },
  }, async (request) => {
    const { language } = request.params;
    if (!isLanguageCode(language)) throw appError('UNSUPPORTED_LANGUAGE', `'${language}' is not a supported language.`);
    return ctx.cache.i18n(language);
  });
};
