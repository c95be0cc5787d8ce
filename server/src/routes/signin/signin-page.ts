// The HTML of the sign-in page: no scripts, no external assets, the brand's name, logo and colours.
import { escapeHtml } from '../../http/escape-html.ts';
import { renderServerPage, type BrandedPageModel } from '../../http/server-page.ts';
import type { SignInTexts } from './signin-texts.ts';
import { SIGN_IN_STYLES } from './signin-styles.ts';

export interface SignInPageModel extends BrandedPageModel {
  texts: SignInTexts;
  referrer: string;
  email: string;
  /** Shown above the form and tied to the inputs when set. */
  error: string | null;
  /** The form's anti-forgery token (form-token.ts). */
  formToken: string;
  /** The app's entry files, fetched at idle priority while the member types (app-shell/app-entry-files.ts). */
  prefetch: readonly string[];
}

export function renderSignInPage(model: SignInPageModel): string {
  const { texts, error } = model;
  const e = escapeHtml;
  const invalid = error ? ' aria-invalid="true" aria-describedby="signin-error"' : '';
  return renderServerPage({
    language: model.language,
    title: texts['signin.title'],
    siteName: model.brandName,
    faviconUrl: model.faviconUrl,
    css: `${model.themeCss}${SIGN_IN_STYLES}`,
    head: model.prefetch.map((url) => `<link rel="prefetch" href="${e(url)}" crossorigin>`).join('\n'),
    body: `<div class="band" aria-hidden="true"></div>
<main>
<div class="card">
<div class="brand">${model.logoUrl ? `<img src="${e(model.logoUrl)}" alt="${e(model.brandName)}">` : `<span>${e(model.brandName)}</span>`}</div>
<h1>${e(texts['signin.heading'])}</h1>
<p class="intro">${e(texts['signin.intro'])}</p>
${error ? `<p class="alert" id="signin-error" role="alert">${e(error)}</p>` : ''}
<form method="post" action="/signin">
<input type="hidden" name="referrer" value="${e(model.referrer)}">
<input type="hidden" name="formToken" value="${e(model.formToken)}">
<div class="field">
<label for="email">${e(texts['signin.email'])}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${e(model.email)}"${invalid}${error ? '' : ' autofocus'}>
</div>
<div class="field">
<label for="password">${e(texts['signin.password'])}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${error ? ' autofocus' : ''}>
</div>
<button type="submit">${e(texts['signin.submit'])}</button>
</form>
</div>
</main>
<footer>${e(model.siteName)}</footer>`,
  });
}
