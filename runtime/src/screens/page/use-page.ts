import { useEffect, useState } from 'react';
import { preloadBlockComponents } from '@tessera/blocks';
import type { Page } from '@tessera/schemas';
import { ApiError } from '../../api/api-error.ts';
import { api } from '../../api/api.ts';
import { fetchPage } from '../../api/endpoints.ts';
import { useSession } from '../../state/hooks.ts';

/** A page being loaded, loaded, missing on the server, or failed for another reason. */
export type PageLoad =
  | { status: 'loading' }
  | { status: 'ready'; page: Page }
  | { status: 'missing' }
  | { status: 'failed' };

type Settled = { pageId: number; load: PageLoad };

/**
 * The page with its blocks: from GET /init when it is the first page shown, else GET
 * structure/page/{id}; fetched again whenever a live change invalidates that path. Ready only
 * once its blocks' components have loaded (see boot/load-app.ts for the first page).
 */
export function usePage(pageId: number): PageLoad {
  const { firstPage: initPage } = useSession();
  const [changes, setChanges] = useState(0);
  const fromInit = initPage?.id === pageId ? initPage : null;
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    const key = api.keyOf('GET', `structure/page/${pageId}`);
    return api.onInvalidate(key, () => setChanges((count) => count + 1));
  }, [pageId]);

  useEffect(() => {
    // The first page comes with GET /init; it is fetched only once a live change invalidates it.
    if (fromInit && changes === 0) return;
    let current = true;
    // The page counts as ready once its blocks' components are here too, so it shows whole.
    fetchPage(pageId).then(
      (page) => preloadBlockComponents(page.blocks.map((block) => block.type))
        .then(() => current && setSettled({ pageId, load: { status: 'ready', page } })),
      (error: unknown) => current && setSettled({ pageId, load: { status: error instanceof ApiError && error.status === 404 ? 'missing' : 'failed' } }),
    );
    return () => { current = false; };
  }, [pageId, fromInit, changes]);

  if (settled?.pageId === pageId) return settled.load;
  return fromInit ? { status: 'ready', page: fromInit } : { status: 'loading' };
}
