import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile, Structure } from '@tessera/schemas';
import { api } from '../../api/api.ts';
import { createStore } from '../../state/store.ts';
import { createFieldSources } from './field-sources.ts';

vi.mock('../../api/api.ts', () => ({ api: { call: vi.fn() } }));

const module = (id: number, name: string, pages: Array<[number, string]>) =>
  ({ id, name, childIds: pages.map(([pageId]) => pageId), children: pages.map(([pageId, pageName]) => ({ id: pageId, name: pageName })) }) as unknown as Structure['modules'][number];
const profile = (accountId: number, firstName?: string, lastName?: string) =>
  ({ accountId, data: { profile: { firstName, lastName }, meta: {} }, acceptedUserListIds: [] }) as Profile;

const signal = new AbortController().signal;

describe('field sources', () => {
  const structure = createStore<Structure>({ modules: [module(1, 'Events', [[11, 'Calendar'], [12, 'Archive']])] });
  const sources = createFieldSources(structure);

  beforeEach(() => vi.clearAllMocks());

  it('searches members by the trimmed text, quietly and uncached, and names them', async () => {
    vi.mocked(api.call).mockResolvedValue({ profiles: [{ accountId: 4, firstName: 'Ada', lastName: 'Lovelace' }, { accountId: 5, firstName: '', lastName: '' }] });

    const options = await sources.members!.search('  ada ', signal);

    expect(api.call).toHaveBeenCalledWith('GET /profile/search', { query: { text: 'ada', limit: 10 }, quiet: true, cache: false });
    // The shared public name: a member without a name shows as their account id.
    expect(options).toEqual([{ id: 4, label: 'Ada Lovelace' }, { id: 5, label: '5' }]);
  });

  it('asks nothing for an empty search', async () => {
    expect(await sources.members!.search('   ', signal)).toEqual([]);
    expect(await sources.lists!.search('', signal)).toEqual([]);
    expect(api.call).not.toHaveBeenCalled();
  });

  it('names chosen members from their profiles, at most 100 ids per call', async () => {
    vi.mocked(api.call).mockResolvedValue({ profiles: [profile(7, 'Grace', 'Hopper'), profile(8, undefined, 'Turing')] });
    const ids = Array.from({ length: 120 }, (_, index) => index + 1);

    const options = await sources.members!.resolve(ids, signal);

    expect(api.call).toHaveBeenCalledWith('POST /profile/collection', { body: { accountIds: ids.slice(0, 100) }, quiet: true });
    expect(options).toEqual([{ id: 7, label: 'Grace Hopper' }, { id: 8, label: 'Turing' }]);
  });

  it('resolves no chosen members without a call', async () => {
    expect(await sources.members!.resolve([], signal)).toEqual([]);
    expect(api.call).not.toHaveBeenCalled();
  });

  it('searches user lists by label', async () => {
    vi.mocked(api.call).mockResolvedValue({ userLists: [{ id: 3, label: 'Board', type: 'group' }] });

    const options = await sources.lists!.search('boa', signal);

    expect(api.call).toHaveBeenCalledWith('GET /userLists/search', { query: { text: 'boa', limit: 10 }, quiet: true, cache: false });
    expect(options).toEqual([{ id: 3, label: 'Board' }]);
  });

  it('names chosen lists by id (POST /userLists/getSome), at most 100 ids per call, and asks nothing for none', async () => {
    vi.mocked(api.call).mockResolvedValue({ userLists: [{ id: 9, label: 'Crew', type: 'group' }, { id: 3, label: 'Board', type: 'group' }] });
    const ids = Array.from({ length: 120 }, (_, index) => index + 1);

    expect(await sources.lists!.resolve(ids, signal)).toEqual([{ id: 9, label: 'Crew' }, { id: 3, label: 'Board' }]);
    expect(api.call).toHaveBeenCalledWith('POST /userLists/getSome', { body: { userListIds: ids.slice(0, 100) }, quiet: true });
    vi.mocked(api.call).mockClear();
    expect(await sources.lists!.resolve([], signal)).toEqual([]);
    expect(api.call).not.toHaveBeenCalled();
  });

  it('offers the modules and their pages of the structure held now', async () => {
    expect(await sources.structure!()).toEqual([
      { kind: 'module', id: 1, label: 'Events' },
      { kind: 'page', id: 11, label: 'Calendar', path: 'Events' },
      { kind: 'page', id: 12, label: 'Archive', path: 'Events' },
    ]);
    structure.set({ modules: [module(2, 'News', [])] });
    expect(await sources.structure!()).toEqual([{ kind: 'module', id: 2, label: 'News' }]);
  });

  it('gives no entity source: entities do not exist yet', () => {
    expect(sources.entities).toBeUndefined();
  });
});
