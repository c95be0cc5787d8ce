import type { ComponentType } from 'react';
import type { Block } from '@tessera/schemas';
import type { BlockComponentProps, RenderBlockContent } from './block-component.ts';

/**
 * The element for a block of this type: its component given the block's stored options merged
 * over the type's defaults, keyed by the block's revision, so a new revision mounts it afresh
 * (and a block that failed recovers, see BlockRenderer). A function rather than a wrapping component, so a block costs React
 * one component less (a long page has thousands of blocks).
 * The options are not validated in the browser: the site import checks every block with the
 * type's `checkBlock` (@tessera/blocks/definitions), block writes do the same, and the server
 * migrates saved options to the current version when it reads them. A validator here would put
 * Ajv (and `new Function`) on every member's first page. A component that still meets a bad
 * option throws, and the block's error boundary contains it.
 */
export function bindOptions<Options>(Component: ComponentType<BlockComponentProps<Options>>, defaults: Options): RenderBlockContent {
  return (block: Block) => <Component key={block.revision} block={block} options={{ ...defaults, ...block.options } as Options} />;
}
