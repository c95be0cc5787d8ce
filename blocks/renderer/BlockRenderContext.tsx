import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Block, VisibilityContext } from '@tessera/schemas';

/** What every block needs from the page around it. */
export interface BlockRenderContextValue {
  /** Every block of the page, by id; trees reference their children by id. */
  blocks: ReadonlyMap<number, Block>;
  /** Decides which blocks show (edit mode, device, profile page, rule context). */
  visibility: VisibilityContext;
  /** URL of a stored file, e.g. `(id) => '/api/v1/image?id=' + id`. */
  fileUrl(fileId: number): string;
  /**
   * The image block to load first (eagerly, high fetch priority); every other image loads lazily.
   * Usually `findPriorityImage(blocks, rootIds, visibility)`. @default null
   */
  priorityImageId?: number | null;
}

/** The page's blocks and render settings; provide it with BlockRenderContextProvider. */
export const BlockRenderContext = createContext<BlockRenderContextValue | null>(null);

/** Props of BlockRenderContextProvider: the context's fields plus the tree below. */
export interface BlockRenderContextProviderProps extends BlockRenderContextValue {
  children: ReactNode;
}

/**
 * Provides the page's blocks to BlockTree/BlockRenderer.
 * @example
 * <BlockRenderContextProvider blocks={blocksById} visibility={visibility} fileUrl={(id) => `/api/v1/image?id=${id}`}>
 *   <BlockTree ids={page.blockIds} />
 * </BlockRenderContextProvider>
 */
export function BlockRenderContextProvider({ blocks, visibility, fileUrl, priorityImageId = null, children }: BlockRenderContextProviderProps) {
  const value = useMemo(() => ({ blocks, visibility, fileUrl, priorityImageId }), [blocks, visibility, fileUrl, priorityImageId]);
  return <BlockRenderContext value={value}>{children}</BlockRenderContext>;
}

/** The surrounding BlockRenderContext; throws when a block is rendered outside a provider. */
export function useBlockRenderContext(): BlockRenderContextValue {
  const value = useContext(BlockRenderContext);
  if (!value) throw new Error('Blocks must be rendered inside a BlockRenderContextProvider');
  return value;
}
