import type { ComponentType } from 'react';
import type { Block } from '@tessera/schemas';
import type { BlockComponentProps, BoundBlockComponent } from './block-type.ts';

/**
 * Wraps a block component so it receives its stored options merged over the type's defaults.
 * The options are not re-validated in the browser: the server validates them against the
 * type's schema on every write, and a validator here would put Ajv (and `new Function`) on
 * every member's first page. A component that still meets a bad option throws, and the
 * block's error boundary contains it.
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
