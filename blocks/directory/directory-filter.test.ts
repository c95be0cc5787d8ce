import { describe, expect, it } from 'vitest';
import { directoryFilter } from './directory-filter.ts';

const lists = (includeHidden?: boolean) => ({ listFilter: { show: true, lists: ['a'], includeHidden } });

describe('directoryFilter', () => {
  it('is undefined when nothing is chosen', () => {
    expect(directoryFilter(lists(), { listId: null, toggles: [] })).toBeUndefined();
  });

  it('is the one filter chosen', () => {
    expect(directoryFilter(lists(), { listId: 3, toggles: [] })).toEqual({ type: 'userList', listIds: [3] });
    expect(directoryFilter(lists(true), { listId: 3, toggles: [] })).toEqual({ type: 'hiddenAndVisibleUserList', listIds: [3] });
    expect(directoryFilter(lists(), { listId: null, toggles: ['mentor'] })).toEqual({ type: 'bool', key: 'mentor', value: true });
  });

  it('ands several', () => {
    expect(directoryFilter(lists(), { listId: 3, toggles: ['mentor', 'hiring'] })).toEqual({
      operator: 'and',
      filters: [{ type: 'userList', listIds: [3] }, { type: 'bool', key: 'mentor', value: true }, { type: 'bool', key: 'hiring', value: true }],
    });
  });

  it("always keeps the block's own condition: only members who chose to be listed", () => {
    const listed = { ...lists(), listedBy: 'showInDirectory' };
    expect(directoryFilter(listed, { listId: null, toggles: [] })).toEqual({ type: 'bool', key: 'showInDirectory', value: true });
    expect(directoryFilter(listed, { listId: 3, toggles: [] })).toEqual({
      operator: 'and',
      filters: [{ type: 'bool', key: 'showInDirectory', value: true }, { type: 'userList', listIds: [3] }],
    });
  });
});
