import type { ComponentType } from 'react';
import type { JSONSchema } from 'json-schema-to-ts';
import type { Block } from '@tessera/schemas';
import { bindOptions } from './bind-options.tsx';

/** A block type's options schema: a JSON Schema 2020-12 object schema, declared `as const`. */
export type OptionsSchema = Extract<JSONSchema, object> & { readonly type: 'object' };

/** Props of a block type's component: the block and its options, merged over the defaults. */
export interface BlockComponentProps<Options> {
  block: Block;
  options: Options;
}

/** A block type's component as the renderer mounts it: options are resolved inside (see bindOptions). */
export type BoundBlockComponent = ComponentType<{ block: Block }>;

/**
 * What a block type folder declares. `Options` is inferred from the component; declare it as
 * `FromSchema<typeof optionsSchema>` next to the schema so the two cannot drift.
 */
export interface BlockTypeSpec<Type extends string, Options> {
  /** The `block.type` value this definition renders. */
  type: Type;
  /** Options the component accepts; the admin's options form and the server's validation use it. */
  optionsSchema: OptionsSchema;
  /** Options of a newly added block; every stored option is merged over them. */
  defaults: NoInfer<Options>;
  /** Loads the component lazily, e.g. `() => import('./Heading.tsx')`, so each type is its own chunk. */
  load: () => Promise<{ default: ComponentType<BlockComponentProps<Options>> }>;
}

/** A registered block type, its options type erased so types of every shape fit one list. */
export interface BlockTypeDefinition<Type extends string = string> {
  readonly type: Type;
  readonly optionsSchema: OptionsSchema;
  /** The type's default options (typed per type by `defineBlockType`). */
  readonly defaults: unknown;
  /** Loads the component with its options bound; rejects when the chunk fails to load. */
  readonly load: () => Promise<{ default: BoundBlockComponent }>;
}

/**
 * Declares a block type.
 * @example
 * export const headingBlock = defineBlockType({
 *   type: 'heading', optionsSchema: headingOptionsSchema, defaults: { text: '', level: 2 },
 *   load: () => import('./Heading.tsx'),
 * });
 */
export function defineBlockType<const Type extends string, Options>(
  spec: BlockTypeSpec<Type, Options>,
): BlockTypeDefinition<Type> {
  const { type, optionsSchema, defaults, load } = spec;
  return {
    type,
    optionsSchema,
    defaults,
    load: async () => ({ default: bindOptions((await load()).default, type, defaults) }),
  };
}
