import type { BlockCatalogue, BlockProblem, CheckedBlock } from '@tessera/schemas';
import { checkBlockAgainst } from './check-block.ts';
import type { BlockDefinition, SavedOptions } from './define-block.ts';
import { currentKnownVersion, knownBlockTypes, migrateKnownOptions } from './known-block-types.ts';
import type { VersionedOptions } from './migrate-options.ts';

/** A set of block types, and what every side does with them (the definitions entry exports this release's). */
export interface BlockTypeCatalogue extends BlockCatalogue {
  /** Every block type in use, by `block.type`. */
  readonly blockDefinitions: ReadonlyMap<string, BlockDefinition>;
  /**
   * Every problem of a block, each with a JSON Pointer inside the block: an unknown type
   * (naming the closest known one), options breaking the type's schema after migration, the
   * type's own rules.
   */
  checkBlock(block: CheckedBlock): BlockProblem[];
  /**
   * Saved options of `type` at `fromVersion` (absent means 1) brought to the current version.
   * Options of an unknown or retired type come back as they are.
   */
  migrateBlockOptions(type: string, options: SavedOptions, fromVersion?: number): VersionedOptions;
  /** The version of options `type` writes today; 1 for a type without migrations (or one not known). */
  currentOptionsVersion(type: string): number;
}

/**
 * A catalogue of `definitions`, e.g. this release's types plus a test-only one; blocks of
 * `retired` types (removed, their saved blocks kept and rendered as "This component has been
 * removed.") pass the checks.
 */
export function createBlockCatalogue(definitions: readonly BlockDefinition[], retired: Iterable<string> = []): BlockTypeCatalogue {
  const known = knownBlockTypes(definitions, retired);
  return {
    blockDefinitions: known.definitions,
    checkBlock: (block) => checkBlockAgainst(known, block),
    migrateBlockOptions: (type, options, fromVersion = 1) => migrateKnownOptions(known, type, options, fromVersion),
    currentOptionsVersion: (type) => currentKnownVersion(known, type),
  };
}
