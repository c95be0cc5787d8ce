import type { BlockProblem, CheckedBlock } from '@tessera/schemas';
import { checkOptions } from './check-options.ts';
import { closestType } from './closest-type.ts';
import type { KnownBlockTypes } from './known-block-types.ts';
import { currentVersionOf, migrateOptions } from './migrate-options.ts';

/**
 * Every problem of `block`: a type that is not known, options of a version newer than the type
 * knows, options (migrated to the current version) breaking the type's schema, and the type's own
 * rules. A retired type has nothing left to check.
 */
export function checkBlockAgainst({ definitions, retired }: KnownBlockTypes, block: CheckedBlock): BlockProblem[] {
  const definition = definitions.get(block.type);
  if (!definition) return retired.has(block.type) ? [] : [{ path: '/type', message: unknownTypeMessage(block.type, [...definitions.keys()]) }];
  const version = block.optionsVersion ?? 1;
  const current = currentVersionOf(definition);
  if (version > current) {
    return [{ path: '/optionsVersion', message: `Options version ${version} is newer than the '${block.type}' block type knows (${current}).` }];
  }
  const { options } = migrateOptions(definition, { ...block.options }, version);
  return [...checkOptions(definition, options), ...(definition.checkBlock?.(block) ?? [])];
}

function unknownTypeMessage(type: string, known: string[]): string {
  const suggestion = closestType(type, known);
  return `Unknown block type '${type}'.${suggestion ? ` Did you mean '${suggestion}'?` : ` Known types: ${known.join(', ')}.`}`;
}
