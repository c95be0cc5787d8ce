import { useCallback, useMemo } from 'react';
import { BlockRenderContextProvider, BlockTree, findPriorityImage } from '@tessera/blocks';
import type { Page } from '@tessera/schemas';
import { useEditMode, useSession, useUser } from '../../state/hooks.ts';
import { useIsMobile } from '../../shell/index.ts';
import { pageVisibility } from './page-visibility.ts';

/**
 * The page's top-level blocks (positions col-0) and everything nested in them; its first image
 * loads eagerly with high priority, the others lazily (findPriorityImage).
 */
export function PageBlocks({ page, targetId }: { page: Page; targetId: string | undefined }) {
  const user = useUser();
  const editMode = useEditMode();
  const { basePaths } = useSession();
  const isMobile = useIsMobile();
  const blocks = useMemo(() => new Map(page.blocks.map((block) => [block.id, block])), [page.blocks]);
  const visibility = useMemo(
    () => pageVisibility({ user, pageType: page.type, targetId, editMode, isMobile }),
    [user, page.type, targetId, editMode, isMobile],
  );
  const fileUrl = useCallback((fileId: number) => `${basePaths.api}/image?id=${fileId}`, [basePaths.api]);
  const rootIds = useMemo(() => page.positions['col-0'] ?? [], [page.positions]);
  const priorityImageId = useMemo(() => findPriorityImage(blocks, rootIds, visibility), [blocks, rootIds, visibility]);

  return (
    <BlockRenderContextProvider blocks={blocks} visibility={visibility} fileUrl={fileUrl} priorityImageId={priorityImageId}>
      <BlockTree ids={rootIds} />
    </BlockRenderContextProvider>
  );
}
