// What the composer's toolbar does to the text being written: only the formatting the member
// HTML allow-list keeps (bold, italic, underline, links), through the browser's editing commands
// so undo keeps working. document.execCommand is deprecated but has no replacement for
// contentEditable formatting, and every browser we support implements these four.
import { isAllowedHref } from '@tessera/schemas';

export type Formatting = 'bold' | 'italic' | 'underline';

/** Toggles `formatting` on the selection (or on what is typed next), as <b>, <i>, <u>. */
export function toggleFormatting(formatting: Formatting): void {
  document.execCommand('styleWithCSS', false, 'false'); // tags, not style attributes the sanitiser would drop
  document.execCommand(formatting);
}

/** `typed` as a link address the allow-list keeps: a bare address gets https://; null when no allowed scheme fits. */
export function linkAddress(typed: string): string | null {
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  if (isAllowedHref(trimmed)) return trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return null; // another scheme: javascript:, data:…
  const withScheme = /^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(trimmed) ? `mailto:${trimmed}` : `https://${trimmed.replace(/^\/+/, '')}`;
  return isAllowedHref(withScheme) ? withScheme : null;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Links the selection in `range` to `href`, or inserts the address as a link where nothing is selected. */
export function insertLink(range: Range | null, href: string): void {
  if (range) {
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  }
  if (range && !range.collapsed) document.execCommand('createLink', false, href);
  else document.execCommand('insertHTML', false, `<a href="${escapeText(href)}">${escapeText(href)}</a>&nbsp;`);
}
