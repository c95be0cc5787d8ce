import type { BlockDefinition, SavedOptions } from './define-block.ts';
import { currentVersionOf, migrateOptions, type VersionedOptions } from './migrate-options.ts';

/** The block types a catalogue knows: those in use, and those retired whose saved blocks are kept. */
export interface KnownBlockTypes {
  definitions: ReadonlyMap<string, BlockDefinition>;
  retired: ReadonlySet<string>;
}

/** The types of `definitions` by `block.type`, and the `retired` ones. */
export function knownBlockTypes(definitions: readonly BlockDefinition[], retired: Iterable<string>): KnownBlockTypes {
  return { definitions: new Map(definitions.map((definition) => [definition.type, definition])), retired: new Set(retired) };
}

/** Saved options of `type` brought to its current version; options of a type not in use come back as they are. */
export function migrateKnownOptions(known: KnownBlockTypes, type: string, options: SavedOptions, fromVersion: number): VersionedOptions {
  const definition = known.definitions.get(type);
  return definition ? migrateOptions(definition, options, fromVersion) : { options, optionsVersion: fromVersion };
}

/** The version of options `type` writes today; 1 for a type without migrations, or not in use. */
export function currentKnownVersion(known: KnownBlockTypes, type: string): number {
  const definition = known.definitions.get(type);
  return definition ? currentVersionOf(definition) : 1;
}
