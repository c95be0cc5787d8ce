import type { FromSchema } from 'json-schema-to-ts';
import type { BlockDefinition, SavedOptions } from './core/define-block.ts';
import { blockDefinitionList, type BlockType } from './definition-list.ts';
import { bindOptions } from './renderer/bind-options.tsx';
import type { BlockComponentModule, BlockComponentType } from './renderer/block-component.ts';

type DefinitionOf<T extends BlockType> = Extract<(typeof blockDefinitionList)[number], { type: T }>;
type OptionsOf<T extends BlockType> = FromSchema<DefinitionOf<T>['optionsSchema']>;

/**
 * Each type's React component, loaded lazily so each type is its own chunk. Keyed by the types
 * of definition-list.ts: a type without its component here, a component without its type, or a
 * component whose options differ from its type's schema fails the typecheck.
 */
const componentLoaders: { [T in BlockType]: () => Promise<BlockComponentModule<OptionsOf<T>>> } = {
  heading: () => import('./heading/Heading.tsx'),
  richText: () => import('./richText/RichText.tsx'),
  image: () => import('./image/Image.tsx'),
  columns: () => import('./columns/Columns.tsx'),
  tabs: () => import('./tabs/Tabs.tsx'),
};

/** A block type whose component `load` imports, its options bound over the definition's defaults. */
export function lazyBlockComponent<Options>(
  definition: BlockDefinition,
  load: () => Promise<BlockComponentModule<Options>>,
): BlockComponentType {
  const { type, defaults } = definition;
  return { type, load: async () => ({ default: bindOptions((await load()).default, type, defaults as Options) }) };
}

/** Every block type by `block.type`; a type missing here renders "This component has been removed.". */
export const blockTypes: ReadonlyMap<string, BlockComponentType> = new Map(
  blockDefinitionList.map((definition) => {
    // componentLoaders checked each loader against its type above; here types of every shape share one map.
    const load = componentLoaders[definition.type] as () => Promise<BlockComponentModule<SavedOptions>>;
    return [definition.type, lazyBlockComponent(definition, load)];
  }),
);
