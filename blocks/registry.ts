import type { BlockTypeDefinition } from './core/block-type.ts';
import { columnsBlock } from './columns/definition.ts';
import { headingBlock } from './heading/definition.ts';
import { imageBlock } from './image/definition.ts';
import { richTextBlock } from './richText/definition.ts';
import { tabsBlock } from './tabs/definition.ts';

/** Every block type, once. A new type is a new `blocks/<type>/` folder plus its line here. */
export const blockRegistry = [
  headingBlock,
  richTextBlock,
  imageBlock,
  columnsBlock,
  tabsBlock,
] as const;

/** The registry by `block.type`; a type missing here renders "This component has been removed.". */
export const blockTypes: ReadonlyMap<string, BlockTypeDefinition> = new Map(
  blockRegistry.map((definition) => [definition.type, definition]),
);
