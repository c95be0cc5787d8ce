import { use, useMemo } from 'react';
import { loadFullSanitizer, sanitizeRichText } from './sanitize-rich-text.ts';

/**
 * `html` sanitised (sanitizeRichText). A page waits for DOMPurify before it renders when one of
 * its texts needs it (prepareRichTexts); a text that arrives another way and needs it suspends
 * until it has loaded.
 */
export function useSanitizedHtml(html: string): string {
  const sanitized = useMemo(() => sanitizeRichText(html), [html]);
  if (sanitized !== undefined) return sanitized;
  use(loadFullSanitizer());
  return sanitizeRichText(html)!;
}
