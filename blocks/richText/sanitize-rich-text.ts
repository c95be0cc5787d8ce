import createDOMPurify from 'dompurify';
import { canonicalRichText } from './canonical-rich-text.ts';

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

/** How many sanitised texts are kept, so a block shown again (a tab, a page revisited) is not sanitised again. */
export const SANITIZED_CACHE_SIZE = 500;
const sanitized = new Map<string, string>();

/**
 * Keeps the semantic subset of an editor's HTML: no scripts, event handlers, inline styles,
 * unsafe URLs or data attributes (which could pass for ours); links get rel="noopener noreferrer".
 * Text already in the sanitiser's canonical form takes a fast path with the same result
 * (canonical-rich-text.ts); any other goes through DOMPurify, each distinct text once: the last
 * SANITIZED_CACHE_SIZE results are kept.
 */
export function sanitizeRichText(html: string): string {
  const canonical = canonicalRichText(html);
  if (canonical !== undefined) return canonical;
  const known = sanitized.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeWithDOMPurify(html);
  if (sanitized.size >= SANITIZED_CACHE_SIZE) sanitized.delete(sanitized.keys().next().value!);
  sanitized.set(html, clean);
  return clean;
}
