import { canonicalRichText } from './canonical-rich-text.ts';

type Sanitizer = (html: string) => string;

/** How many sanitised texts are kept, so a block shown again (a tab, a page revisited) is not sanitised again. */
export const SANITIZED_CACHE_SIZE = 500;
const sanitized = new Map<string, string>();

// DOMPurify (dompurify-sanitizer.ts) is loaded only for a text the fast path refuses: 10 KB of
// compressed script that most first pages would otherwise download before they could show.
let fullSanitizer: Sanitizer | undefined;
let fullSanitizerLoad: Promise<Sanitizer> | undefined;

/** Loads DOMPurify with the block's configuration, once; after a failed load (offline), the next call tries again. */
export function loadFullSanitizer(): Promise<Sanitizer> {
  fullSanitizerLoad ??= import('./dompurify-sanitizer.ts').then(
    (module) => (fullSanitizer = module.sanitizeWithDOMPurify),
    (error: unknown) => {
      fullSanitizerLoad = undefined;
      throw error;
    },
  );
  return fullSanitizerLoad;
}

/**
 * Keeps the semantic subset of an editor's HTML: no scripts, event handlers, inline styles,
 * unsafe URLs or data attributes (which could pass for ours); links get rel="noopener noreferrer".
 * Text already in the sanitiser's canonical form takes a fast path with the same result
 * (canonical-rich-text.ts); any other goes through DOMPurify, each distinct text once: the last
 * SANITIZED_CACHE_SIZE results are kept. Undefined when the text needs DOMPurify and it has not
 * loaded yet (loadFullSanitizer): nothing is ever shown unsanitised.
 */
export function sanitizeRichText(html: string): string | undefined {
  const canonical = canonicalRichText(html);
  if (canonical !== undefined) return canonical;
  const known = sanitized.get(html);
  if (known !== undefined || fullSanitizer === undefined) return known;
  const clean = fullSanitizer(html);
  if (sanitized.size >= SANITIZED_CACHE_SIZE) sanitized.delete(sanitized.keys().next().value!);
  sanitized.set(html, clean);
  return clean;
}

/** Whether sanitizeRichText answers for each of these texts now. */
export const canSanitizeNow = (texts: Iterable<string>): boolean => [...texts].every((html) => sanitizeRichText(html) !== undefined);
