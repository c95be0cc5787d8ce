// The server's member-HTML sanitiser: sanitize-html configured from the one allow-list in
// schemas (MEMBER_HTML_POLICY), applied before anything members write is stored. The browser
// sanitises again with DOMPurify from the same list when it shows it (decision record 0045).
import { isAllowedHref, MEMBER_HTML_POLICY, type HtmlPolicy } from '@tessera/schemas';
import sanitizeHtml from 'sanitize-html';

/** Elements removed together with their content: script-like or not text at all. */
const DROPPED_WITH_CONTENT = ['script', 'style', 'textarea', 'option', 'noscript', 'noembed', 'noframes', 'iframe', 'object', 'template', 'title', 'xmp', 'svg', 'math', 'select'];

function optionsFor(policy: HtmlPolicy): sanitizeHtml.IOptions {
  return {
    allowedTags: [...policy.tags],
    allowedAttributes: Object.fromEntries(Object.entries(policy.attributes).map(([tag, names]) => [tag, [...names]])),
    allowedSchemes: [...policy.linkSchemes],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: DROPPED_WITH_CONTENT,
    // Links: an href the policy refuses goes, and the link attributes are the policy's, whatever was written.
    transformTags: {
      a: (tagName, attribs) => {
        const { href } = attribs;
        return href !== undefined && isAllowedHref(href, policy)
          ? { tagName, attribs: { href, ...policy.linkAttributes } }
          : { tagName, attribs: {} };
      },
    },
  };
}

const memberOptions = optionsFor(MEMBER_HTML_POLICY);

/**
 * `html` with only what `policy` allows (default: member HTML): other elements unwrapped to their
 * text (script-like ones removed with it), other attributes dropped, links refused by scheme left
 * without href, the rest given the policy's link attributes.
 */
export function sanitiseMemberHtml(html: string, policy: HtmlPolicy = MEMBER_HTML_POLICY): string {
  return sanitizeHtml(html, policy === MEMBER_HTML_POLICY ? memberOptions : optionsFor(policy));
}
