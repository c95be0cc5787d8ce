// What the real-time events' payloads say, beyond their shape (which the contract's compiled
// validators check: @tessera/schemas/event-validators).
import type { ChangedItem } from '@tessera/schemas';

/** The pages whose records changed: changed pages, and the pages of changed blocks, once each. */
export function changedPageIds(items: readonly ChangedItem[]): number[] {
  const ids = items.flatMap((item) => (item.kind === 'page' ? [item.id] : item.kind === 'block' && item.pageId !== undefined ? [item.pageId] : []));
  return [...new Set(ids)];
}
