// @tessera/blocks/definitions: the block types without React, for the server, the CLI and the
// runtime — options schemas, defaults, migrations and checks. Only checkBlock uses Ajv (compiling
// a type's schema the first time it is needed); the exports are separate functions so a bundle
// that does not call it leaves Ajv out. The renderer reads definition-list.ts directly.
import type { BlockProblem, CheckedBlock } from '@tessera/schemas';
import { checkBlockAgainst } from './core/check-block.ts';
import type { BlockDefinition, SavedOptions } from './core/define-block.ts';
import { currentKnownVersion, knownBlockTypes, migrateKnownOptions } from './core/known-block-types.ts';
import type { VersionedOptions } from './core/migrate-options.ts';
import { blockDefinitionList } from './definition-list.ts';
import { retiredBlockTypes } from './retired-types.ts';

export type { BlockDefinition, OptionsMigration, OptionsSchema, SavedOptions, BlockRule } from './core/define-block.ts';
export type { VersionedOptions } from './core/migrate-options.ts';
export type { BlockTypeCatalogue } from './core/block-catalogue.ts';
export type { BlockType } from './definition-list.ts';
export type { BlockCatalogue, BlockProblem, CheckedBlock } from '@tessera/schemas';
export { createBlockCatalogue } from './core/block-catalogue.ts';
export { defineBlock } from './core/define-block.ts';
export { retiredBlockTypes } from './retired-types.ts';

const known = knownBlockTypes(blockDefinitionList, retiredBlockTypes);

/** Every block type of this release, by `block.type`. */
export const blockDefinitions: ReadonlyMap<string, BlockDefinition> = known.definitions;

/**
 * Every problem of a block, each with a JSON Pointer inside the block: an unknown type (naming the
 * closest known one), options of a version newer than the type knows, options breaking the
 * type's schema after migration, the type's own rules. Blocks of retired types pass.
 * @example
 * checkBlock({ type: 'heading', options: { level: 9 } })
 * // [{ path: '/options/level', message: 'must be equal to one of the allowed values: 1, 2, 3, 4' }]
 */
export function checkBlock(block: CheckedBlock): BlockProblem[] {
  return checkBlockAgainst(known, block);
}

/**
 * Saved options of `type` at `fromVersion` (absent means 1) brought to the type's current version.
 * Options of an unknown or retired type come back as they are.
 */
export function migrateBlockOptions(type: string, options: SavedOptions, fromVersion = 1): VersionedOptions {
  return migrateKnownOptions(known, type, options, fromVersion);
}

/** The version of options `type` writes today; 1 for a type without migrations, or not in use. */
export function currentOptionsVersion(type: string): number {
  return currentKnownVersion(known, type);
}

const NONE: readonly string[] = [];

/**
 * The options of `type` that members read as text and translations may translate (its
 * definition's `translatable`); none for a type not in use.
 * @example translatableOptions('image') // ['alt', 'caption']
 */
export function translatableOptions(type: string): readonly string[] {
  return known.definitions.get(type)?.translatable ?? NONE;
}
