import type { FromSchema } from 'json-schema-to-ts';
import { defineBlock } from '../core/define-block.ts';

/** A top-level key of profile data, as the directory's API takes it. */
const PROFILE_KEY = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z_][A-Za-z0-9_-]*$' } as const;

/**
 * Options of the member directory (issue 13; forms spec, search filter types; §9 pagination modes
 * numbered and loadMore): who is listed, which filters the member gets, how many cards a page holds,
 * how more pages come, and which public profile values each card shows under the name.
 */
export const directoryOptionsSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['showSearch', 'listFilter', 'toggles', 'pageSize', 'pagination', 'cardFields'],
  additionalProperties: false,
  properties: {
    showSearch: { type: 'boolean', description: 'A search box: names and public profile values, searched as the member types.' },
    listFilter: {
      type: 'object',
      required: ['show', 'lists'],
      additionalProperties: false,
      properties: {
        show: { type: 'boolean' },
        lists: { type: 'array', maxItems: 50, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: 100 }, description: 'The keys of the lists offered, in this order.' },
        includeHidden: { type: 'boolean', description: 'Count hidden memberships too, for those who may see them (hiddenAndVisibleUserList).' },
      },
      description: 'A choice of lists: members accepted into the one chosen.',
    },
    toggles: {
      type: 'array',
      maxItems: 10,
      items: {
        type: 'object',
        required: ['key', 'label'],
        additionalProperties: false,
        properties: { key: PROFILE_KEY, label: { type: 'string', minLength: 1, maxLength: 120 } },
      },
      description: 'Check boxes, each keeping members whose public profile value `key` is true (a bool filter).',
    },
    listedBy: {
      ...PROFILE_KEY,
      description: "A yes/no profile value members set to be listed (such as 'Show me in the members' directory'): only members whose value is true, and readable by the searcher, are listed. Leave it out to list everyone.",
    },
    pageSize: { type: 'integer', minimum: 1, maximum: 50 },
    pagination: { enum: ['numbered', 'loadMore'] },
    cardFields: { type: 'array', maxItems: 6, uniqueItems: true, items: PROFILE_KEY, description: 'Profile values shown under the name, where the member may see them.' },
  },
} as const;

export type DirectoryOptions = FromSchema<typeof directoryOptionsSchema>;

/** The member directory: search, filters, cards linking to profiles, pages. */
export const directoryDefinition = defineBlock({
  type: 'directory',
  optionsSchema: directoryOptionsSchema,
  defaults: {
    showSearch: true,
    listFilter: { show: false, lists: [] },
    toggles: [],
    pageSize: 12,
    pagination: 'numbered',
    cardFields: ['title', 'city'],
  },
});
