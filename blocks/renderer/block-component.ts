import type { ComponentType, ReactElement } from 'react';
import type { Block } from '@tessera/schemas';

/** Props of a block type's component: the block and its options, merged over the type's defaults. */
export interface BlockComponentProps<Options> {
  block: Block;
  options: Options;
}

/** A block type's component module, as its lazy import resolves. */
export interface BlockComponentModule<Options> {
  default: ComponentType<BlockComponentProps<Options>>;
}

/** A block type's component with its options bound (see bindOptions): the element that shows a block of the type. */
export type RenderBlockContent = (block: Block) => ReactElement;

/** A block type as the renderer uses it (see registry.ts). */
export interface BlockComponentType {
  readonly type: string;
  /** Loads the component with its options bound over the type's defaults; rejects when the chunk fails to load. */
  readonly load: () => Promise<RenderBlockContent>;
}
