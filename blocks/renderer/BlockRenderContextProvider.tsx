import { useMemo, type ReactNode } from 'react';
import { BlockRenderContext, type BlockRenderContextValue } from './block-render-context.ts';
import { BlockRenderer } from './BlockRenderer.tsx';
import { BlockTree } from './BlockTree.tsx';

/** Props of BlockRenderContextProvider: what the page gives its blocks, plus the tree below. */
export interface BlockRenderContextProviderProps extends Pick<BlockRenderContextValue, 'blocks' | 'visibility' | 'fileUrl' | 'frame' | 'columnTools' | 'priorityImageId'> {
  children: ReactNode;
}

// Blocks that hold blocks (columns, tabs) render them through the context, so no block type
// imports the renderer, which imports the registry of block types.
const renderBlock = (id: number): ReactNode => <BlockRenderer key={id} id={id} />;
const renderChildren = (ids: readonly number[]): ReactNode => <BlockTree ids={ids} />;
const renderBlockList = (ids: readonly number[]): ReactNode => ids.map((id) => <BlockRenderer key={id} id={id} />);

/**
 * Provides the page's blocks to BlockTree/BlockRenderer.
 * @example
 * <BlockRenderContextProvider blocks={blocksById} visibility={visibility} fileUrl={(id) => `/api/v1/image?id=${id}`}>
 *   <BlockTree ids={page.blockIds} />
 * </BlockRenderContextProvider>
 */
export function BlockRenderContextProvider({ blocks, visibility, fileUrl, frame, columnTools, priorityImageId = null, children }: BlockRenderContextProviderProps) {
  const value = useMemo(
    () => ({ blocks, visibility, fileUrl, frame, columnTools, priorityImageId, renderBlock, renderChildren, renderBlockList }),
    [blocks, visibility, fileUrl, frame, columnTools, priorityImageId],
  );
  return <BlockRenderContext value={value}>{children}</BlockRenderContext>;
}
