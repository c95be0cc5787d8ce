// The HTML of the unsubscribe page: what the link does and a button that does it, what was done,
// or why the link does not work. No script; the brand's name, logo and colours, like the sign-in page.
import { BASE_PATHS } from '@tessera/schemas';
import { escapeHtml as e } from '../../http/escape-html.ts';
import { renderServerPage, type BrandedPageModel } from '../../http/server-page.ts';
import { SIGN_IN_STYLES } from '../signin/signin-styles.ts';
import type { UnsubscribeTexts } from './unsubscribe-texts.ts';

/** Where the member stands: asked to confirm, unsubscribed, or holding a link that does not work. */
export type UnsubscribeStep =
  /** `topic`: the event's name as the notification settings show it, when it has one. */
  | { step: 'confirm'; token: string; topic: string | null }
  | { step: 'done' } | { step: 'expired' } | { step: 'invalid' };

export interface UnsubscribePageModel extends BrandedPageModel {
  texts: UnsubscribeTexts;
  state: UnsubscribeStep;
}

const STYLES = `
p { margin: 0 0 24px; }
a.action { display: block; padding: 12px 16px; text-align: center; font-weight: 600; text-decoration: none;
  color: var(--t-on-primary); background: var(--t-primary); border-radius: var(--t-radius); }
a.action:focus-visible { outline: 3px solid var(--t-focus); outline-offset: 2px; }
.alert { margin-bottom: 24px; }
.topic { margin: 0 0 12px; font-weight: 600; }
`;

function content(model: UnsubscribePageModel): string {
  const { texts, state } = model;
  const appLink = (label: string, href: string) => `<a class="action" href="${e(href)}">${e(label)}</a>`;
  const signIn = appLink(texts['unsubscribe.signIn'], `${BASE_PATHS.signIn}?referrer=${encodeURIComponent(`${BASE_PATHS.app}/`)}`);
  switch (state.step) {
    case 'confirm':
      return `<h1>${e(texts['unsubscribe.confirmHeading'])}</h1>
${state.topic ? `<p class="topic">${e(state.topic)}</p>\n` : ''}<p>${e(texts['unsubscribe.confirmBody'])}</p>
<form method="post" action="/unsubscribe?token=${encodeURIComponent(state.token)}">
<button type="submit">${e(texts['unsubscribe.confirm'])}</button>
</form>`;
    case 'done':
      return `<h1>${e(texts['unsubscribe.doneHeading'])}</h1>
<p role="status">${e(texts['unsubscribe.doneBody'])}</p>
${appLink(texts['unsubscribe.openSite'], `${BASE_PATHS.app}/`)}`;
    case 'expired':
      return `<h1>${e(texts['unsubscribe.expiredHeading'])}</h1>
<p class="alert" role="alert">${e(texts['unsubscribe.expiredBody'])}</p>
${signIn}`;
    case 'invalid':
      return `<h1>${e(texts['unsubscribe.invalidHeading'])}</h1>
<p class="alert" role="alert">${e(texts['unsubscribe.invalidBody'])}</p>
${signIn}`;
  }
}

export function renderUnsubscribePage(model: UnsubscribePageModel): string {
  return renderServerPage({
    language: model.language,
    title: model.texts['unsubscribe.title'],
    siteName: model.brandName,
    faviconUrl: model.faviconUrl,
    css: `${model.themeCss}${SIGN_IN_STYLES}${STYLES}`,
    head: '<meta name="robots" content="noindex">',
    body: `<div class="band" aria-hidden="true"></div>
<main>
<div class="card">
<div class="brand">${model.logoUrl ? `<img src="${e(model.logoUrl)}" alt="${e(model.brandName)}">` : `<span>${e(model.brandName)}</span>`}</div>
${content(model)}
</div>
</main>
<footer>${e(model.siteName)}</footer>`,
  });
}
