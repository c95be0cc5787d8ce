// The one allow-list of HTML members write (chat messages now; posts and comments later): the
// server's sanitiser (server/src/html) and the browser's (./purify-member-html.ts) both read it,
// so what is stored and what is shown follow the same rules (shell spec §5, "Chat HTML").

/** What survives sanitising: these tags, these attributes per tag, links with these schemes. */
export interface HtmlPolicy {
  /** Elements kept; any other is removed with its content when it is script-like, else unwrapped to its text. */
  tags: readonly string[];
  /** Attributes kept, per tag; every other attribute (style, event handlers, classes, data-*) is dropped. */
  attributes: Readonly<Record<string, readonly string[]>>;
  /** URL schemes a link may use (lower case, without the colon); any other link loses its href. */
  linkSchemes: readonly string[];
  /** Attributes every link with an href gets, overriding what was written. */
  linkAttributes: Readonly<Record<string, string>>;
}

/** Member HTML: a little formatting and links that open in a new tab without reaching back. */
export const MEMBER_HTML_POLICY: HtmlPolicy = {
  tags: ['p', 'b', 'i', 'em', 'u', 'strong', 'br', 'a'],
  attributes: { a: ['href', 'target', 'rel'] },
  linkSchemes: ['http', 'https', 'mailto', 'tel'],
  linkAttributes: { target: '_blank', rel: 'noopener noreferrer' },
};

/**
 * Whether `href` is a link the policy allows: an absolute URL with one of its schemes. Control
 * characters and whitespace inside the scheme (`java\tscript:`) count against it, as browsers
 * would strip them. Relative links are refused too: a member's message has no base to be relative to.
 */
export function isAllowedHref(href: string, policy: HtmlPolicy = MEMBER_HTML_POLICY): boolean {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(href.trim());
  return match !== null && policy.linkSchemes.includes(match[1]!.toLowerCase());
}

/** The plain text of sanitised member HTML, for previews and for telling an empty message apart. */
export function memberHtmlText(html: string): string {
  return html.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ').trim();
}
