import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { Block, VisibilityContext } from '@tessera/schemas';

/** Props of a frame: the block and its rendered content (title and component). */
export interface BlockFrameProps {
  block: Block;
  children: ReactNode;
}

/** Props of the tools at the end of a container's column: the container and the column's index. */
export interface ColumnToolsProps {
  parent: Block;
  col: number;
}

/** What every block needs from the page around it. */
export interface BlockRenderContextValue {
  /** Every block of the page, by id; trees reference their children by id. */
  blocks: ReadonlyMap<number, Block>;
  /** Decides which blocks show (edit mode, device, profile page, rule context). */
  visibility: VisibilityContext;
  /** URL of a stored file, e.g. `(id) => '/api/v1/image?id=' + id`. */
  fileUrl(fileId: number): string;
  /**
   * Wraps every block's content, nested blocks included, inside the element carrying
   * data-block-id — where edit mode puts its handles and drop zones. Without one the content
   * renders as it is.
   */
  frame?: ComponentType<BlockFrameProps> | undefined;
  /** Rendered at the end of each column of a container block (edit mode's add-block button); none by default. */
  columnTools?: ComponentType<ColumnToolsProps> | undefined;
  /**
   * The image block to load first (eagerly, high fetch priority); every other image loads lazily.
   * Usually `findPriorityImage(blocks, rootIds, visibility)`. @default null
   */
  priorityImageId?: number | null;
  /** Renders one block of the page by id, as the page renders it (a tab's panel). */
  renderBlock(id: number): ReactNode;
  /** Renders blocks by id, stacked in order, in a block tree of their own. */
  renderChildren(ids: readonly number[]): ReactNode;
  /**
   * Renders blocks by id, in order, as the children of an element of the caller's that carries
   * the `block-tree` class (a column of the columns block): one element less than renderChildren.
   */
  renderBlockList(ids: readonly number[]): ReactNode;
}

/** The page's blocks and render settings; provide it with BlockRenderContextProvider. */
export const BlockRenderContext = createContext<BlockRenderContextValue | null>(null);

/** The surrounding BlockRenderContext; throws when a block is rendered outside a provider. */
export function useBlockRenderContext(): BlockRenderContextValue {
  const value = useContext(BlockRenderContext);
  if (!value) throw new Error('Blocks must be rendered inside a BlockRenderContextProvider');
  return value;
}
