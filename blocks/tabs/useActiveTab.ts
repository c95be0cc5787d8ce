import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { blockHash } from './block-hash.ts';
import { parseTabQuery, TAB_QUERY_KEY, withTabChosen } from './tab-query.ts';

/**
 * The active tab of a tabs block, kept in the URL's `tab` query entry so a reload or a shared
 * link opens the same tab. Choosing a tab pushes a history entry: the browser history is the
 * history of visited tabs, and Back returns through them. Entries of other tabs blocks are kept.
 * A query naming no child of this block is logged as an error and the first tab is active.
 */
export function useActiveTab(blockId: number, childIds: readonly number[]): [activeId: number | undefined, select: (childId: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const wanted = parseTabQuery(searchParams.get(TAB_QUERY_KEY)).get(blockHash(blockId));
  const match = wanted === undefined ? undefined : childIds.find((id) => blockHash(id) === wanted);
  const missing = wanted !== undefined && match === undefined ? wanted : undefined;

  useEffect(() => {
    if (missing !== undefined) console.error(`Tabs block ${blockId}: no tab "${missing}" in the tab query; showing the first tab.`);
  }, [blockId, missing]);

  const select = useCallback((childId: number) => {
    setSearchParams((current) => withTabChosen(current, blockId, childId), { replace: false });
  }, [blockId, setSearchParams]);

  return [match ?? childIds[0], select];
}
