import createDOMPurify from 'dompurify';

const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'span', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'code', 'pre', 'blockquote',
  'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
];
const ALLOWED_ATTR = ['href', 'title', 'target', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'scope'];

// A private instance, so the link hook below never leaks into other sanitisers on the page.
const purifier = createDOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  // Opened pages must not reach back through window.opener nor learn where the link came from.
  if (node.tagName === 'A' && node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
});

/**
 * Keeps the semantic subset of an editor's HTML: no scripts, event handlers, inline styles,
 * unsafe URLs or data attributes (which could pass for ours); links get rel="noopener noreferrer".
 */
export function sanitizeRichText(html: string): string {
  return purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
