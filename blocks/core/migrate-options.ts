// Saved options of an older version become today's by running the type's migrations in order.
import type { BlockDefinition, SavedOptions } from './define-block.ts';

/** Options with the version they are at. */
export interface VersionedOptions {
  options: SavedOptions;
  optionsVersion: number;
}

/** The version of options a type writes today: its last migration's, 1 for a type without migrations. */
export function currentVersionOf(definition: BlockDefinition): number {
  return definition.migrations.at(-1)?.version ?? 1;
}

/**
 * Runs the migrations after `fromVersion`, oldest first. Options already at the current version
 * come back as they are (the same object), and so do options of a version newer than the type
 * knows (written by a newer release), which the checks report.
 */
export function migrateOptions(definition: BlockDefinition, options: SavedOptions, fromVersion = 1): VersionedOptions {
  let migrated = options;
  let version = fromVersion;
  for (const migration of definition.migrations) {
    if (migration.version <= version) continue;
    migrated = migration.up(migrated);
    version = migration.version;
  }
  return { options: migrated, optionsVersion: version };
}
