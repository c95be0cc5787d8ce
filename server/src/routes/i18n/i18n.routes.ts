// GET /i18n/{language}: the texts of a language (public, the login screen needs them); publishing
// and unpublishing languages.
import { isLanguageCode } from '@tessera/schemas';
import { i18nRoutes } from '@tessera/schemas/contract';
import { signedIn } from '../../auth/authenticate.ts';
import { appError } from '../../errors.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import { toggleLanguagePublished } from '../../operations/site/toggle-language-published.ts';
import type { ServerContext } from '../../server-context.ts';

export const i18nHandlers = (ctx: ServerContext) => implementRoutes(i18nRoutes)({
  async bundle(request) {
    const { language } = request.params;
    if (!isLanguageCode(language)) throw appError('UNSUPPORTED_LANGUAGE', `'${language}' is not a supported language.`);
    return ctx.cache.i18n(language);
  },
  togglePublished: (request) => toggleLanguagePublished(ctx, signedIn(request), request.body),
});
