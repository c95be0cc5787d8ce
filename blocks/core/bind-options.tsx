import type { ComponentType } from 'react';
import { ajv, describeErrors, type Block } from '@tessera/schemas';
import type { BlockComponentProps, BoundBlockComponent, OptionsSchema } from './block-type.ts';

/** A stored block whose options don't match its type's schema; the block's error boundary shows it. */
export class InvalidBlockOptionsError extends Error {
  override name = 'InvalidBlockOptionsError';
}

/**
 * Wraps a block component so it receives its options merged over the type's defaults and
 * validated against the type's schema. Stored options come from the server untyped: checking
 * them here means every component can trust its `options` prop.
 */
export function bindOptions<Options>(
  Component: ComponentType<BlockComponentProps<Options>>,
  type: string,
  schema: OptionsSchema,
  defaults: Options,
): BoundBlockComponent {
  const validate = ajv.compile<Options>(schema);
  function BoundBlock({ block }: { block: Block }) {
    const options: unknown = { ...defaults, ...block.options };
    if (!validate(options)) {
      const problems = describeErrors(validate.errors).map((p) => `${p.path || '/'} ${p.message}`);
      throw new InvalidBlockOptionsError(`Block ${block.id} (${type}) has invalid options: ${problems.join('; ')}`);
    }
    return <Component block={block} options={options} />;
  }
  BoundBlock.displayName = `Block(${type})`;
  return BoundBlock;
}
