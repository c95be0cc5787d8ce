import { componentLoaders } from './component-loaders.ts';
import type { BlockDefinition, SavedOptions } from './core/define-block.ts';
import { blockDefinitionList } from './definition-list.ts';
import { bindOptions } from './renderer/bind-options.tsx';
import type { BlockComponentModule, BlockComponentType } from './renderer/block-component.ts';

/** A block type whose component `load` imports, its options bound over the definition's defaults. */
export function lazyBlockComponent<Options>(
  definition: BlockDefinition,
  load: () => Promise<BlockComponentModule<Options>>,
): BlockComponentType {
  const { type, defaults } = definition;
  return { type, load: async () => bindOptions((await load()).default, defaults as Options) };
}

/** Every block type by `block.type`; a type missing here renders "This component has been removed.". */
export const blockTypes: ReadonlyMap<string, BlockComponentType> = new Map(
  blockDefinitionList.map((definition) => {
    // component-loaders.ts checked each loader against its type; here types of every shape share one map.
    const load = componentLoaders[definition.type] as () => Promise<BlockComponentModule<SavedOptions>>;
    return [definition.type, lazyBlockComponent(definition, load)];
  }),
);
