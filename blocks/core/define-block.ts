// What a block type declares, without its component: read by the server, the CLI and the runtime.
// Nothing here (nor in any definition) imports React; see docs/decisions/0010-block-definitions.md.
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { BlockProblem, CheckedBlock } from '@tessera/schemas';

/** A block type's options schema: a JSON Schema 2020-12 object schema, declared `as const`. */
export type OptionsSchema = Extract<JSONSchema, object> & { readonly type: 'object' };

/** Saved options of some version: migrations see them loosely typed, since older shapes have no type any more. */
export type SavedOptions = Record<string, unknown>;

/**
 * One step in the history of a type's options (as tldraw's and Puck's migrations): turns options
 * saved at `version - 1` into options of `version`. Returns new options; never changes its argument.
 * @example
 * { version: 2, name: 'move-text-to-title', up: ({ text, ...rest }) => ({ ...rest, title: text }) }
 */
export interface OptionsMigration {
  /** The version it produces; a type's migrations count up from 2 (saved options without a version are at 1). */
  readonly version: number;
  /** Says what changed, e.g. 'move-text-to-title'; unique within the type. */
  readonly name: string;
  up(options: SavedOptions): SavedOptions;
}

/** Rules of one type beyond its options schema, e.g. "a tabs block needs child blocks". */
export type BlockRule = (block: CheckedBlock) => BlockProblem[];

/** What a block type folder's `definition.ts` declares. */
export interface BlockDefinitionSpec<Type extends string, Schema extends OptionsSchema, Options> {
  /** The `block.type` value. */
  type: Type;
  /** Options the type accepts; checked on import and on every write, and read by the options form. */
  optionsSchema: Schema;
  /** Options of a newly added block, typed by the schema; the renderer and the checks merge saved options over them. */
  defaults: NoInfer<Options>;
  /**
   * How saved options of older versions become today's, oldest first.
   * @default []
   */
  migrations?: readonly OptionsMigration[];
  /** The defaults the type had at version 1, when it keeps them: the conformance test migrates them. */
  defaultsAtVersion1?: SavedOptions;
  /** Rules of the type beyond the options schema. */
  checkBlock?: BlockRule;
  /**
   * The options members read as text (string options): a block's `translations` may translate
   * these and no others, and the server answers them in the member's language.
   * @default []
   */
  translatable?: readonly NoInfer<TextOptionName<Options>>[];
}

/** The names of `Options`' string options. */
export type TextOptionName<Options> = { [Name in keyof Options]-?: NonNullable<Options[Name]> extends string ? Name : never }[keyof Options] & string;

/**
 * A block type's definition. `Schema` keeps the options schema's exact type where the list is
 * typed (the component registry checks each component's options against it); a plain
 * `BlockDefinition` fits a definition of any shape.
 */
export interface BlockDefinition<Type extends string = string, Schema extends OptionsSchema = OptionsSchema> {
  readonly type: Type;
  readonly optionsSchema: Schema;
  readonly defaults: SavedOptions;
  readonly migrations: readonly OptionsMigration[];
  readonly defaultsAtVersion1?: SavedOptions;
  readonly checkBlock?: BlockRule;
  readonly translatable: readonly string[];
}

/**
 * Declares a block type; its defaults are typed by its options schema. The component takes
 * `FromSchema<typeof optionsSchema>` as its options type, so neither can drift from the schema.
 * @example
 * export const headingDefinition = defineBlock({
 *   type: 'heading', optionsSchema: headingOptionsSchema, defaults: { text: '', level: 2 },
 * });
 */
// `Options` is a parameter of its own (never inferred, always FromSchema of the schema given) so
// the body need not evaluate FromSchema of a schema not yet known, which is too deep to compare.
export function defineBlock<const Type extends string, const Schema extends OptionsSchema, Options = FromSchema<Schema>>(
  spec: BlockDefinitionSpec<Type, Schema, Options>,
): BlockDefinition<Type, Schema> {
  return { ...spec, defaults: spec.defaults as SavedOptions, migrations: spec.migrations ?? [], translatable: spec.translatable ?? [] };
}
