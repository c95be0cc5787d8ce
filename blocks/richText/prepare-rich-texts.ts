import type { Block } from '@tessera/schemas';
import { canSanitizeNow, loadFullSanitizer } from './sanitize-rich-text.ts';

const textsOf = (blocks: readonly Block[]): string[] =>
  blocks.flatMap((block) => {
    const html = block.type === 'richText' ? (block.options as { html?: unknown } | undefined)?.html : undefined;
    return typeof html === 'string' ? [html] : [];
  });

// Block lists already found ready: a page screen asks on every render.
const ready = new WeakSet<readonly Block[]>();

/** Whether the rich-text blocks among these can all be shown now (false while DOMPurify, needed by one, loads). */
export function richTextsReady(blocks: readonly Block[]): boolean {
  if (ready.has(blocks)) return true;
  if (!canSanitizeNow(textsOf(blocks))) return false;
  ready.add(blocks);
  return true;
}

/**
 * Loads what the rich-text blocks among these need before they render: nothing when every text
 * takes the sanitiser's fast path, else DOMPurify. Never rejects: a failed load shows on its block.
 */
export async function prepareRichTexts(blocks: readonly Block[]): Promise<void> {
  if (!richTextsReady(blocks)) await loadFullSanitizer().catch(() => undefined);
}
