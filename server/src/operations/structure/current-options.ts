// Blocks are served and stored with their options at the type's current version.
import { migrateBlockOptions, type SavedOptions } from '@tessera/blocks/definitions';
import type { Block } from '@tessera/schemas';

/**
 * `options` saved at `savedVersion` (absent means 1) migrated to the current version of `type`,
 * with `optionsVersion` only when it is above 1 — absent means 1, as the block schema says.
 * Options of an unknown or retired type stay as they are.
 */
export function currentOptions(type: string, options: object | undefined, savedVersion = 1): Pick<Block, 'options' | 'optionsVersion'> {
  if (!options) return {};
  const migrated = migrateBlockOptions(type, options as SavedOptions, savedVersion);
  return migrated.optionsVersion > 1 ? migrated : { options: migrated.options };
}
