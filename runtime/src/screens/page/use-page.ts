import { useEffect, useState } from 'react';
import { blocksReady, prepareBlocks } from '@tessera/blocks';
import type { Page } from '@tessera/schemas';
import { useApiQuery } from '../../api/use-api-query.ts';
import { useEditMode, usePreferences, useSession } from '../../state/hooks.ts';

/** A page being loaded, loaded, missing on the server, or failed for another reason. */
export type PageLoad =
  | { status: 'loading' }
  | { status: 'ready'; page: Page }
  | { status: 'missing' }
  | { status: 'failed' };

/**
 * `page` once what its blocks need has loaded (their components, DOMPurify for a text that needs
 * it), so it renders whole at once instead of assembling itself level by level, pushing what is
 * below down each time (layout shift).
 */
function useWithBlocksReady(page: Page | undefined): Page | undefined {
  const [loadedFor, setLoadedFor] = useState<Page>();
  const ready = page !== undefined && (loadedFor === page || blocksReady(page.blocks));
  useEffect(() => {
    if (page === undefined || ready) return;
    let current = true;
    void prepareBlocks(page.blocks).then(() => current && setLoadedFor(page));
    return () => { current = false; };
  }, [page, ready]);
  return ready ? page : undefined;
}

/**
 * The page with its blocks in the member's language: from GET /init when it is the first page
 * shown (in the language it was shown in), else GET structure/page/{id}?language=; fetched again
 * whenever a live change invalidates that path, the member switches language or edit mode
 * turns on or off (GET …?editMode=true: every block as stored), the page on
 * screen staying until the fresh one arrives. Ready once what its blocks need is here too
 * (the first page's were loaded with GET /init, see boot/load-app.ts).
 */
export function usePage(pageId: number): PageLoad {
  const { firstPage: initPage, firstLanguage } = useSession();
  const { language } = usePreferences();
  const editMode = useEditMode();
  const fromInit = initPage?.id === pageId && language === firstLanguage && !editMode ? initPage : undefined;
  // In edit mode every block, whatever its visibility rules, as stored (the editor edits those).
  const query = editMode ? { editMode: true } : { language };
  const { data, error } = useApiQuery('GET /structure/page/{id}', { params: { id: pageId }, query, initialData: fromInit });
  const page = useWithBlocksReady(data);
  if (error) return { status: error.status === 404 ? 'missing' : 'failed' };
  return page ? { status: 'ready', page } : { status: 'loading' };
}
