// @tessera/blocks: the block type registry and the renderer that turns a page's blocks into React.
export { blockRegistry, blockTypes } from './registry.ts';
export type { BlockTypeDefinition } from './core/block-type.ts';
export {
  BlockRenderContext,
  BlockRenderContextProvider,
  useBlockRenderContext,
  type BlockRenderContextValue,
  type BlockRenderContextProviderProps,
} from './renderer/BlockRenderContext.tsx';
export { BlockTree } from './renderer/BlockTree.tsx';
export { BlockRenderer } from './renderer/BlockRenderer.tsx';
export { preloadBlockComponents } from './renderer/LazyBlock.tsx';
export { watchBlockComponentLoads } from './renderer/load-block-component.ts';
