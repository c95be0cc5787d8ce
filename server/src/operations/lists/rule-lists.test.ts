import type { RuleTree } from '@tessera/schemas';
import { describe, expect, it } from 'vitest';
import { fillOrder, findLoop, listIdsNamedBy } from './rule-lists.ts';

describe('rule lists', () => {
  it('names the lists of membership rules, nested groups included, each once', () => {
    const tree: RuleTree = {
      logicalOperator: 'all',
      children: [
        { kind: 'userList', listId: 3 },
        { kind: 'profileField', path: 'city', value: 'Aberwen' },
        { logicalOperator: 'any', children: [{ kind: 'profileList', value: 4 }, { kind: 'userList', listId: 3, state: 'applied' }] },
      ],
    };
    expect(listIdsNamedBy(tree)).toEqual([3, 4]);
    expect(listIdsNamedBy(null)).toEqual([]);
  });

  it('finds a loop through the start and none elsewhere', () => {
    const named = new Map([[1, [2]], [2, [3]], [3, [1]], [4, [2]]]);
    expect(findLoop(1, named)).toEqual([1, 2, 3, 1]);
    expect(findLoop(4, named)).toEqual([]);
    expect(findLoop(5, new Map([[5, [5]]]))).toEqual([5, 5]);
  });

  it('orders lists after the lists their rules name', () => {
    expect(fillOrder(new Map([[1, [2]], [2, [3]], [3, []], [9, [7]]]))).toEqual([3, 2, 1, 9]);
  });
});
