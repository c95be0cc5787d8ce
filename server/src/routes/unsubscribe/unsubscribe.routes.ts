// GET and POST /unsubscribe: the page an e-mail's footer links to. GET only shows what the link
// would do (mail programs and their link scanners fetch links); the page's button, or a mail
// program's own unsubscribe button (RFC 8058 one-click), posts to do it. No sign-in: the link's
// signature proves whose preference it is.
import formBody from '@fastify/formbody';
import { activeLanguage, NOTIFICATION_TYPE_NAMES, notificationNameKey, type LanguageCode, type Translations } from '@tessera/schemas';
import { unsubscribeRoutes as unsubscribeContract } from '@tessera/schemas/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { implementRoutes, serveRoutes } from '../../http/serve-routes.ts';
import { unsubscribe } from '../../mail/unsubscribe/unsubscribe.ts';
import { UNSUBSCRIBE_KEY_PURPOSE, unsubscribeTokens, type CheckedUnsubscribeToken } from '../../mail/unsubscribe/unsubscribe-token.ts';
import type { RouteOptions, ServerContext } from '../../server-context.ts';
import { renderUnsubscribePage, type UnsubscribeStep } from './unsubscribe-page.ts';
import { unsubscribeTexts } from './unsubscribe-texts.ts';

const INVALID: CheckedUnsubscribeToken = { valid: false, reason: 'invalid' };

/** What the page shows, the confirmation naming the event its link is about. */
type PageState = Exclude<UnsubscribeStep, { step: 'confirm' }> | { step: 'confirm'; token: string; eventName: string };

/** The event's name as the notification settings show it, when the event and a text for it are known. */
function topicOf(translations: Translations, eventName: string): string | null {
  const type = NOTIFICATION_TYPE_NAMES.find((name) => name === eventName);
  return (type && translations[notificationNameKey(type)]) || null;
}

/** The page in `wanted` (when the site publishes it) or the site's default language. */
async function sendPage(ctx: ServerContext, reply: FastifyReply, status: number, wanted: LanguageCode | null, page: PageState): Promise<string> {
  const [settings, brandTheme, brandSettings] = await Promise.all([ctx.cache.settings(), ctx.cache.activeBrand(), ctx.cache.activeBrandSettings()]);
  const { language, translations } = await ctx.cache.texts(activeLanguage(settings.languages, wanted));
  const state: UnsubscribeStep = page.step === 'confirm' ? { step: 'confirm', token: page.token, topic: topicOf(translations, page.eventName) } : page;
  const brandName = brandSettings?.brandName ?? settings.name;
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8');
  return renderUnsubscribePage({
    language, siteName: settings.name, brandName, texts: unsubscribeTexts(translations, brandName), state,
    logoUrl: brandSettings?.logoUrl ?? null, faviconUrl: brandSettings?.faviconUrl ?? null, themeCss: brandTheme?.css ?? '',
  });
}

/** The page for a link that does not work: 410 when it has expired, 400 when it was never ours. */
function refusal(ctx: ServerContext, reply: FastifyReply, checked: Exclude<CheckedUnsubscribeToken, { valid: true }>): Promise<string> {
  return checked.reason === 'expired'
    ? sendPage(ctx, reply, 410, checked.language, { step: 'expired' })
    : sendPage(ctx, reply, 400, null, { step: 'invalid' });
}

export const unsubscribeRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  // The page's form, and mail programs' one-click posts (`List-Unsubscribe=One-Click`).
  await app.register(formBody, { bodyLimit: 1024 });
  const tokens = unsubscribeTokens(ctx.purposeKey(UNSUBSCRIBE_KEY_PURPOSE));

  serveRoutes(app, implementRoutes(unsubscribeContract)({
    page: {
      // A link cut short (no token, or a too long one) gets the page too, not the API's JSON.
      attachValidation: true,
      async handler(request, reply) {
        const checked = request.validationError ? INVALID : await tokens.check(request.query.token);
        if (!checked.valid) return refusal(ctx, reply, checked);
        return sendPage(ctx, reply, 200, checked.claims.language, { step: 'confirm', token: request.query.token, eventName: checked.claims.preference.eventName });
      },
    },
    confirm: {
      attachValidation: true,
      async handler(request, reply) {
        const checked = request.validationError ? INVALID : await tokens.check(request.query.token);
        if (!checked.valid) return refusal(ctx, reply, checked);
        await unsubscribe(ctx, checked.claims);
        return sendPage(ctx, reply, 200, checked.claims.language, { step: 'done' });
      },
    },
  }), 'public');
};
