// @tessera/blocks: the block types' components and the renderer that turns a page's blocks into
// React. The types' definitions without React are the entry @tessera/blocks/definitions.
export { blockTypes } from './registry.ts';
export type { BlockComponentProps, BlockComponentType } from './renderer/block-component.ts';
export {
  BlockRenderContext,
  useBlockRenderContext,
  type BlockFrameProps,
  type ColumnToolsProps,
  type BlockRenderContextValue,
} from './renderer/block-render-context.ts';
export { BlockRenderContextProvider, type BlockRenderContextProviderProps } from './renderer/BlockRenderContextProvider.tsx';
export { BlockTree } from './renderer/BlockTree.tsx';
export { PageBlockTree } from './renderer/PageBlockTree.tsx';
export { BlockRenderer } from './renderer/BlockRenderer.tsx';
export { blockComponentsLoaded, preloadBlockComponents } from './renderer/LazyBlock.tsx';
export { blocksReady, prepareBlocks } from './blocks-ready.ts';
export { loadFullSanitizer } from './richText/sanitize-rich-text.ts';
export { watchBlockComponentLoads } from './renderer/load-block-component.ts';
export { findPriorityImage } from './image/priority-image.ts';
export { lazyTextSet, type TextFiles, type TextSet } from './i18n/lazy-text-set.ts';
export { useTextSet } from './i18n/use-text-set.ts';
export { FormHostContext, type FormHost, type StoredValues } from './forms/form-host.ts';
export type { DataPrivacy, Privacy } from './fields/privacy/field-privacy.ts';
export { ModalHostContext, type ModalHost } from './modal/modal-host.ts';
export { PostsHostContext, type PostsHost } from './posts/posts-host.ts';
export { ApplyHostContext, type ApplyHost, type ApplyState } from './applyToList/apply-host.ts';
export { modalMetaPath } from './modal/modal-state.ts';
export { DirectoryHostContext, type DirectoryHost } from './directory/directory-host.ts';
