import type { ComponentType } from 'react';
import type { Block } from '@tessera/schemas';
import type { BlockComponentProps, BoundBlockComponent } from './block-component.ts';

/**
 * Wraps a block component so it receives its stored options merged over the type's defaults.
 * The options are not validated in the browser: the site import checks every block with the
 * type's `checkBlock` (@tessera/blocks/definitions), block writes are to do the same (issue 10),
 * and the server migrates saved options to the current version when it reads them. A validator
 * here would put Ajv (and `new Function`) on every member's first page. A component that still
 * meets a bad option throws, and the block's error boundary contains it.
 */
export function bindOptions<Options>(
  Component: ComponentType<BlockComponentProps<Options>>,
  type: string,
  defaults: Options,
): BoundBlockComponent {
  function BoundBlock({ block }: { block: Block }) {
    const options = { ...defaults, ...block.options } as Options;
    return <Component block={block} options={options} />;
  }
  BoundBlock.displayName = `Block(${type})`;
  return BoundBlock;
}
