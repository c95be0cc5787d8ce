import type { Page } from '@tessera/schemas';
import { useApiQuery } from '../../api/use-api-query.ts';
import { useSession } from '../../state/hooks.ts';

/** A page being loaded, loaded, missing on the server, or failed for another reason. */
export type PageLoad =
  | { status: 'loading' }
  | { status: 'ready'; page: Page }
  | { status: 'missing' }
  | { status: 'failed' };

/**
 * The page with its blocks: from GET /init when it is the first page shown, else GET
 * structure/page/{id}; fetched again whenever a live change invalidates that path, the page on
 * screen staying until the fresh one arrives.
 */
export function usePage(pageId: number): PageLoad {
  const { firstPage: initPage } = useSession();
  const fromInit = initPage?.id === pageId ? initPage : undefined;
  const { data: page, error } = useApiQuery('GET /structure/page/{id}', { params: { id: pageId }, initialData: fromInit });
  if (error) return { status: error.status === 404 ? 'missing' : 'failed' };
  return page ? { status: 'ready', page } : { status: 'loading' };
}
