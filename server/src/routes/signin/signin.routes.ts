// GET and POST /signin: the server's own sign-in page (the "provider's login endpoint").
import formBody from '@fastify/formbody';
import { signInRoutes as signInContract } from '@tessera/schemas/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { setSignedInHint } from '../../auth/signed-in-hint.ts';
import { implementRoutes, serveRoutes } from '../../http/serve-routes.ts';
import { provenAccount } from '../../operations/actor.ts';
import { checkCredentials } from '../../operations/sessions/check-credentials.ts';
import { issueSignInSecret } from '../../operations/sessions/sign-in-secrets.ts';
import type { RouteOptions, ServerContext } from '../../server-context.ts';
import { appReturnPath, withSecret } from './return-path.ts';
import { renderSignInPage } from './signin-page.ts';
import { signInTexts, type SignInTextKey } from './signin-texts.ts';

interface SignInForm {
  email?: string;
  password?: string;
  referrer?: string;
}

// No scripts at all; images, styles and the form only from this origin; never inside a frame.
const SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
  'referrer-policy': 'same-origin',
};

async function sendPage(ctx: ServerContext, reply: FastifyReply, status: number, form: SignInForm, errorKey: SignInTextKey | null): Promise<string> {
  const [settings, brandTheme, brandSettings] = await Promise.all([ctx.cache.settings(), ctx.cache.activeBrand(), ctx.cache.activeBrandSettings()]);
  const { language, translations } = await ctx.cache.i18n(settings.languages.default);
  const brandName = brandSettings?.brandName ?? settings.name;
  const texts = signInTexts(translations, brandName);
  reply.status(status).headers(SECURITY_HEADERS).type('text/html; charset=utf-8');
  return renderSignInPage({
    language, siteName: settings.name, brandName, texts,
    logoUrl: brandSettings?.logoUrl ?? null, faviconUrl: brandSettings?.faviconUrl ?? null, themeCss: brandTheme?.css ?? '',
    referrer: appReturnPath(form.referrer), email: form.email ?? '', error: errorKey && texts[errorKey],
  });
}

export const signInRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  await app.register(formBody, { bodyLimit: 16 * 1024 });

  serveRoutes(app, implementRoutes(signInContract)({
    page: (request, reply) => sendPage(ctx, reply, 200, { referrer: request.query.referrer }, null),
    submit: {
      // Bad input re-renders the form rather than answering JSON.
      attachValidation: true,
      async handler(request, reply) {
        const form: SignInForm = (request.validationError ? undefined : request.body) ?? {};
        if (!form.email || !form.password) return sendPage(ctx, reply, 400, form, 'signin.missing');
        const accountId = await checkCredentials(ctx.db, form.email, form.password);
        if (accountId === null) return sendPage(ctx, reply, 401, form, 'signin.incorrect');
        const secret = await issueSignInSecret(ctx, provenAccount(accountId), accountId);
        setSignedInHint(request, reply);
        return reply.redirect(withSecret(appReturnPath(form.referrer), secret), 303);
      },
    },
  }), 'public');
};
