// The filter tree the directory's controls make (forms spec, search filter types, combined with and).
import type { DirectoryFilter } from '@tessera/schemas';
import type { DirectoryOptions } from './definition.ts';

/** What the member chose: a list (its id, or null for every member) and the toggles ticked (their keys). */
export interface DirectoryChoices {
  listId: number | null;
  toggles: readonly string[];
}

/**
 * The block's own condition (only members who chose to be listed: `listedBy`) and all the member's
 * choices, and-ed; undefined when none narrows the search.
 * @example directoryFilter(options, { listId: 4, toggles: ['mentor'] })
 * // { operator: 'and', filters: [{ type: 'userList', listIds: [4] }, { type: 'bool', key: 'mentor', value: true }] }
 */
export function directoryFilter(options: Pick<DirectoryOptions, 'listFilter' | 'listedBy'>, { listId, toggles }: DirectoryChoices): DirectoryFilter | undefined {
  const filters: DirectoryFilter[] = [
    ...(options.listedBy ? [{ type: 'bool' as const, key: options.listedBy, value: true }] : []),
    ...(listId === null ? [] : [{ type: options.listFilter.includeHidden ? 'hiddenAndVisibleUserList' as const : 'userList' as const, listIds: [listId] as [number] }]),
    ...toggles.map((key) => ({ type: 'bool' as const, key, value: true })),
  ];
  if (filters.length === 0) return undefined;
  return filters.length === 1 ? filters[0] : { operator: 'and', filters: filters as [DirectoryFilter, ...DirectoryFilter[]] };
}
