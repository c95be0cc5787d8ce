// The sources the pickers and the structure selector of a page's forms search (FieldSources in
// @tessera/blocks): members and lists over the API, the site structure from the app's own store.
// Entities do not exist in the data layer yet, so no entity source is given.
import type { FieldSources, PickerOption, PickerSource, StructureEntry } from '@tessera/blocks/forms';
import { publicName, type Profile, type Structure } from '@tessera/schemas';
import { api } from '../../api/api.ts';
import type { ReadableStore } from '../../state/store.ts';

/** How many options a picker asks for per search (the server allows up to 20). */
const SEARCH_LIMIT = 10;
/** POST /profile/collection reads at most this many profiles per call. */
const COLLECTION_MAX = 100;
/** POST /userLists/getSome reads at most this many lists per call. */
const GET_SOME_MAX = 100;

const memberOption = ({ accountId, data: { profile } }: Profile): PickerOption => ({ id: accountId, label: publicName(profile, accountId) });

// Searches go out quietly (no loading bar as someone types) and uncached (each text is asked once).
const members: PickerSource = {
  async search(text) {
    const trimmed = text.trim();
    if (trimmed === '') return [];
    const { profiles } = await api.call('GET /profile/search', { query: { text: trimmed, limit: SEARCH_LIMIT }, quiet: true, cache: false });
    return profiles.map((hit) => ({ id: hit.accountId, label: publicName(hit, hit.accountId) }));
  },
  async resolve(ids) {
    if (ids.length === 0) return [];
    const { profiles } = await api.call('POST /profile/collection', { body: { accountIds: ids.slice(0, COLLECTION_MAX) }, quiet: true });
    return profiles.map(memberOption);
  },
};

const lists: PickerSource = {
  async search(text) {
    const trimmed = text.trim();
    if (trimmed === '') return [];
    const { userLists } = await api.call('GET /userLists/search', { query: { text: trimmed, limit: SEARCH_LIMIT }, quiet: true, cache: false });
    return userLists.map((list) => ({ id: list.id, label: list.label }));
  },
  async resolve(ids) {
    if (ids.length === 0) return [];
    const { userLists } = await api.call('POST /userLists/getSome', { body: { userListIds: ids.slice(0, GET_SOME_MAX) }, quiet: true });
    return userLists.map((list) => ({ id: list.id, label: list.label }));
  },
};

/** The modules and pages of the structure, pages under their module's name. */
export function structureEntries({ modules }: Structure): StructureEntry[] {
  return modules.flatMap((module) => [
    { kind: 'module' as const, id: module.id, label: module.name },
    ...module.children.map((page) => ({ kind: 'page' as const, id: page.id, label: page.name, path: module.name })),
  ]);
}

/** The sources of a page's forms; the structure is read when asked, so it is always the live one. */
export function createFieldSources(structure: ReadableStore<Structure>): FieldSources {
  return { members, lists, structure: async () => structureEntries(structure.get()) };
}
