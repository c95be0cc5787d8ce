import type { BlockProblem, CheckedBlock } from '@tessera/schemas';
import { checkOptions } from './check-options.ts';
import { closestType } from './closest-type.ts';
import type { BlockDefinition } from './define-block.ts';
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
  return [...checkOptions(definition, options), ...translationProblems(definition, block), ...(definition.checkBlock?.(block) ?? [])];
}

/** Translated options the type does not mark translatable. */
function translationProblems({ type, translatable }: BlockDefinition, block: CheckedBlock): BlockProblem[] {
  const which = translatable.length ? `translatable: ${translatable.join(', ')}` : 'it has none';
  return Object.entries(block.translations ?? {}).flatMap(([language, texts]) => Object.keys(texts?.options ?? {})
    .filter((option) => !translatable.includes(option))
    .map((option) => ({ path: `/translations/${language}/options/${option}`, message: `'${option}' is not a translatable option of the '${type}' block type (${which}).` })));
}

function unknownTypeMessage(type: string, known: string[]): string {
  const suggestion = closestType(type, known);
  return `Unknown block type '${type}'.${suggestion ? ` Did you mean '${suggestion}'?` : ` Known types: ${known.join(', ')}.`}`;
}
