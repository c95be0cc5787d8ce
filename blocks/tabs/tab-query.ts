import { blockHash } from './block-hash.ts';

/** The query entry that holds the active tab of every tabs block on the page. */
export const TAB_QUERY_KEY = 'tab';

/** Reads a `tab` query value ("blockhash_childhash,…") into block hash → child hash; malformed entries are skipped. */
export function parseTabQuery(value: string | null): Map<string, string> {
  const entries = new Map<string, string>();
  for (const entry of (value ?? '').split(',')) {
    const [block, child, ...rest] = entry.split('_');
    if (block && child && rest.length === 0) entries.set(block, child);
  }
  return entries;
}

/** Writes block hash → child hash entries back into a `tab` query value. */
export function formatTabQuery(entries: ReadonlyMap<string, string>): string {
  return [...entries].map(([block, child]) => `${block}_${child}`).join(',');
}

/** `current` with tabs block `blockId` showing its child `childId`; other tabs blocks' entries are kept. */
export function withTabChosen(current: URLSearchParams, blockId: number, childId: number): URLSearchParams {
  const entries = parseTabQuery(current.get(TAB_QUERY_KEY));
  entries.set(blockHash(blockId), blockHash(childId));
  const next = new URLSearchParams(current);
  next.set(TAB_QUERY_KEY, formatTabQuery(entries));
  return next;
}
