import { describe, expect, it } from 'vitest';
import type { Rule, RuleTree } from '../generated/model.ts';
import { evaluateRuleTree } from './evaluate-rule-tree.ts';
import type { RuleContext } from './rule-context.ts';

const ctx: RuleContext = {
  user: { accountId: 1, email: 'grace@demo.test', isAdmin: false, isElevated: false },
  profile: { city: 'Leeds' },
  listMemberships: [{ userListId: 3, state: 'accepted' }],
};

const pass: Rule = { kind: 'profileField', path: 'city', operator: 'isNotEmpty' };
const fail: Rule = { kind: 'userList', listId: 4 };
const all = (...children: RuleTree['children']): RuleTree => ({ logicalOperator: 'all', children });
const any = (...children: RuleTree['children']): RuleTree => ({ logicalOperator: 'any', children });

describe('evaluateRuleTree', () => {
  it.each<[string, RuleTree, boolean]>([
    ['all of passing rules', all(pass, pass), true],
    ['all with one failing rule', all(pass, fail), false],
    ['any with one passing rule', any(fail, pass), true],
    ['any of failing rules', any(fail, fail), false],
    ['an empty all group', all(), true],
    ['an empty any group', any(), false],
    ['all containing a passing any group', all(pass, any(fail, pass)), true],
    ['all containing a failing any group', all(pass, any(fail)), false],
    ['any containing a passing all group', any(fail, all(pass, pass)), true],
    ['deeply nested groups', all(any(all(any(pass)))), true],
    ['an empty any group nested in all', all(pass, any()), false],
  ])('%s → %s', (_label, tree, expected) => {
    expect(evaluateRuleTree(tree, ctx)).toBe(expected);
  });
});
