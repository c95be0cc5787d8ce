// DOMPurify with the rich-text block's allow-list, in a chunk of its own: the texts editors save
// usually take canonicalRichText's fast path, so most pages never need it (sanitize-rich-text.ts).
import createDOMPurify from 'dompurify';

const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'span', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'code', 'pre', 'blockquote',
  'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
];
const ALLOWED_ATTR = ['href', 'title', 'target', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'scope'];

// A private instance, so the link hook and the configuration below never leak into other
// sanitisers on the page. Configured once: passing the configuration to every call would have
// DOMPurify parse it again for each rich-text block.
const purifier = createDOMPurify(window);
purifier.setConfig({ ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
purifier.addHook('afterSanitizeAttributes', (node) => {
  // Opened pages must not reach back through window.opener nor learn where the link came from.
  if (node.tagName === 'A' && node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
});

/** DOMPurify alone, with the configuration above: the reference canonicalRichText is tested against. */
export function sanitizeWithDOMPurify(html: string): string {
  return purifier.sanitize(html);
}
