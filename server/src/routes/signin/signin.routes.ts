// GET and POST /signin: the server's own sign-in page (the "provider's login endpoint").
import formBody from '@fastify/formbody';
import { signInRoutes as signInContract } from '@tessera/schemas/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { setSignedInHint } from '../../auth/signed-in-hint.ts';
import { AppError } from '../../errors.ts';
import { implementRoutes, serveRoutes } from '../../http/serve-routes.ts';
import { provenAccount } from '../../operations/actor.ts';
import { checkCredentials, normalizeEmail } from '../../operations/sessions/check-credentials.ts';
import { issueSignInSecret } from '../../operations/sessions/sign-in-secrets.ts';
import type { RouteOptions, ServerContext } from '../../server-context.ts';
import { signInFormGuard, type SignInFormGuard } from './form-token.ts';
import { knownBrowsers } from './known-browser.ts';
import { appReturnPath, withSecret } from './return-path.ts';
import { renderSignInPage } from './signin-page.ts';
import { signInTexts, type SignInTextKey } from './signin-texts.ts';

interface SignInForm {
  email?: string;
  password?: string;
  referrer?: string;
  formToken?: string;
}

/** What the page says above the form, when anything. */
interface PageAlert {
  key: SignInTextKey;
  /** Filled into the text's `{{minutes}}`. */
  minutes?: number;
}

/** What the page is made from besides the request: the server, its form guard, the app's entry files. */
interface SignInPageSource {
  ctx: ServerContext;
  forms: SignInFormGuard;
  appEntryFiles: readonly string[];
}

async function sendPage(
  { ctx, forms, appEntryFiles }: SignInPageSource,
  { request, reply }: { request: FastifyRequest; reply: FastifyReply },
  status: number, form: SignInForm, alert: PageAlert | null,
): Promise<string> {
  const [settings, brandTheme, brandSettings] = await Promise.all([ctx.cache.settings(), ctx.cache.activeBrand(), ctx.cache.activeBrandSettings()]);
  const { language, translations } = await ctx.cache.texts(settings.languages.default);
  const brandName = brandSettings?.brandName ?? settings.name;
  const texts = signInTexts(translations, brandName);
  const error = alert && texts[alert.key].replaceAll('{{minutes}}', String(alert.minutes ?? ''));
  // Its security headers are the server's pages' (http/security-headers.ts); a form is never cached.
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8');
  return renderSignInPage({
    language, siteName: settings.name, brandName, texts,
    logoUrl: brandSettings?.logoUrl ?? null, faviconUrl: brandSettings?.faviconUrl ?? null, themeCss: brandTheme?.css ?? '',
    referrer: appReturnPath(form.referrer), email: form.email ?? '', error, formToken: forms.issue(request, reply),
    prefetch: appEntryFiles,
  });
}

/** Too many failed attempts: when to try again. */
interface Throttled {
  retryAfterSeconds: number;
}

/** The account id when the password is right, null when wrong, or when to try again when throttled (auth/throttle/). */
async function checkThrottled(ctx: ServerContext, request: FastifyRequest, email: string, password: string, knownBrowser: boolean): Promise<number | null | Throttled> {
  try {
    return await ctx.throttle.guard({ address: request.ip, account: normalizeEmail(email), knownBrowser }, () => checkCredentials(ctx.db, email, password));
  } catch (error) {
    if (error instanceof AppError && error.retryAfterSeconds !== undefined) return { retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }
}

export interface SignInRouteOptions extends RouteOptions {
  /** The built app's entry files (http/app-shell/app-entry-files.ts), prefetched by the page. */
  appEntryFiles: readonly string[];
}

export const signInRoutes: FastifyPluginAsync<SignInRouteOptions> = async (app, { ctx, appEntryFiles }) => {
  await app.register(formBody, { bodyLimit: 16 * 1024 });
  const forms = signInFormGuard(ctx.purposeKey('sign-in form'));
  const source: SignInPageSource = { ctx, forms, appEntryFiles };
  const known = knownBrowsers(ctx.purposeKey('known browser'));

  serveRoutes(app, implementRoutes(signInContract)({
    page: (request, reply) => sendPage(source, { request, reply }, 200, { referrer: request.query.referrer }, null),
    submit: {
      // Bad input re-renders the form rather than answering JSON.
      attachValidation: true,
      async handler(request, reply) {
        // Invalid fields (text the database cannot store, too long) count as missing; the form
        // token, checked by its signature, still says whether the post came from this site.
        const sent = (request.body ?? {}) as Record<string, unknown>;
        const form: SignInForm = request.validationError
          ? { formToken: typeof sent.formToken === 'string' ? sent.formToken : undefined }
          : request.body ?? {};
        const page = { request, reply };
        // Before anything else: a post from another site must not sign this browser in (login CSRF).
        if (!forms.accepts(request, form.formToken)) return sendPage(source, page, 403, form, { key: 'signin.formRefused' });
        if (!form.email || !form.password) return sendPage(source, page, 400, form, { key: 'signin.missing' });
        const email = normalizeEmail(form.email);
        const checked = await checkThrottled(ctx, request, form.email, form.password, await known.knows(request, email));
        if (checked !== null && typeof checked === 'object') {
          reply.header('retry-after', String(checked.retryAfterSeconds));
          return sendPage(source, page, 429, form, { key: 'signin.tooManyAttempts', minutes: Math.ceil(checked.retryAfterSeconds / 60) });
        }
        if (checked === null) return sendPage(source, page, 401, form, { key: 'signin.incorrect' });
        await known.remember(request, reply, email);
        const secret = await issueSignInSecret(ctx, provenAccount(checked), checked);
        setSignedInHint(request, reply);
        return reply.redirect(withSecret(appReturnPath(form.referrer), secret), 303);
      },
    },
  }), 'public');
};
