import { describe, expect, it } from 'vitest';
import { evaluateRuleTree, type RuleTree } from '@tessera/schemas';
import { addChild, changeRule, emptyTree, newGroup, newRule, removeNode, setOperator } from './rule-tree-edits.ts';

const context = (city: string) => ({ profile: { city }, user: {}, listMemberships: [] });

describe('rule tree edits', () => {
  it('builds "profile city equals Saint-Malo", which lets only members of that city through', () => {
    const tree = changeRule(addChild(emptyTree(), [], newRule()), [0], { value: 'Saint-Malo' });
    expect(tree).toEqual({ logicalOperator: 'all', children: [{ kind: 'profileField', path: 'city', operator: 'equals', value: 'Saint-Malo' }] });
    expect(evaluateRuleTree(tree, context('Saint-Malo') as never)).toBe(true);
    expect(evaluateRuleTree(tree, context('Aberwen') as never)).toBe(false);
  });

  it('edits nested groups by path and leaves the original tree as it was', () => {
    const start: RuleTree = addChild(emptyTree(), [], newGroup());
    const changed = setOperator(changeRule(start, [0, 0], { inverted: true }), [0], 'any');
    expect(changed.children[0]).toEqual({ logicalOperator: 'any', children: [{ ...newRule(), inverted: true }] });
    expect(start.children[0]).toEqual(newGroup());
    expect(removeNode(changed, [0]).children).toEqual([]);
  });
});
