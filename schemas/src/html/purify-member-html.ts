// The browser's member-HTML sanitiser: DOMPurify configured from the one allow-list
// (member-html-policy.ts). A factory over a window, so the page uses its own (showMemberHtml) and a
// test a jsdom one — the same code either way.
import createDOMPurify, { type WindowLike } from 'dompurify';
import { isAllowedHref, MEMBER_HTML_POLICY, type HtmlPolicy } from './member-html-policy.ts';

/** Sanitises HTML to `policy` in `window`'s DOM; returns the HTML to show. */
export type HtmlPurifier = (html: string) => string;

/** Returns a sanitiser for `policy`, with a DOMPurify instance of its own (its hooks stay out of other sanitisers). */
export function memberHtmlPurifier(window: WindowLike, policy: HtmlPolicy = MEMBER_HTML_POLICY): HtmlPurifier {
  const purifier = createDOMPurify(window);
  const attributes = [...new Set(Object.values(policy.attributes).flat())];
  purifier.setConfig({ ALLOWED_TAGS: [...policy.tags], ALLOWED_ATTR: attributes, ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false });
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    const allowed = policy.attributes[node.nodeName.toLowerCase()] ?? [];
    if (!allowed.includes(data.attrName)) data.keepAttr = false;
    else if (data.attrName === 'href' && !isAllowedHref(data.attrValue, policy)) data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    if (node.hasAttribute('href')) for (const [name, value] of Object.entries(policy.linkAttributes)) node.setAttribute(name, value);
    else for (const name of Object.keys(policy.linkAttributes)) node.removeAttribute(name);
  });
  return (html) => purifier.sanitize(html);
}

let pagePurifier: HtmlPurifier | undefined;

/**
 * `html` with nothing outside the member HTML allow-list, ready for innerHTML: sanitised again in
 * the browser, whatever the server stored (chat messages, posts and comments). Only the screens
 * and blocks that show member HTML import this, so DOMPurify loads with them, not with the app.
 */
export function showMemberHtml(html: string): string {
  pagePurifier ??= memberHtmlPurifier(window);
  return pagePurifier(html);
}
