import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MembershipState, Rule, RuleKind, RuleTree } from '../generated/model.ts';
import { evaluateRuleTree } from './evaluate-rule-tree.ts';
import { partiallyEvaluateRuleTree, visibilityForViewer, type ViewerRuleContext } from './partial-evaluation.ts';
import type { RuleContext } from './rule-context.ts';

// Small domains, so generated rules often match and often do not.
const STATES: MembershipState[] = ['accepted', 'applied', 'banned'];
const KINDS: RuleKind[] = [
  'profileField', 'profileList', 'profileEntityPowerUp', 'userField', 'userList', 'userEntityPowerUp',
  'entityField', 'emailBuilderField', 'knownValueField', 'formField',
];
const value = fc.constantFrom('a', 'b', 1, 2);
const record = fc.dictionary(fc.constantFrom('x', 'y'), value);

const rule: fc.Arbitrary<Rule> = fc.record({
  kind: fc.constantFrom(...KINDS),
  path: fc.constantFrom('x', 'y'),
  operator: fc.constantFrom('equals' as const, 'isEmpty' as const, 'notEquals' as const),
  value,
  listId: fc.integer({ min: 1, max: 3 }),
  state: fc.constantFrom(...STATES),
  inverted: fc.boolean(),
}, { requiredKeys: ['kind'] });

const { tree } = fc.letrec<{ tree: RuleTree; child: RuleTree | Rule }>((self) => ({
  tree: fc.record({ logicalOperator: fc.constantFrom('all' as const, 'any' as const), children: fc.array(self('child'), { maxLength: 4 }) }),
  child: fc.oneof({ depthSize: 'small', withCrossShrink: true }, rule, self('tree')),
}));

const context: fc.Arbitrary<RuleContext> = fc.record({
  user: fc.record({ accountId: fc.constant(1), email: fc.constant('a'), isAdmin: fc.constant(false), isElevated: fc.boolean() }),
  profile: record,
  listMemberships: fc.array(fc.record({ userListId: fc.integer({ min: 1, max: 3 }), state: fc.constantFrom(...STATES) }), { maxLength: 3 }),
  entity: record,
  form: record,
  knownValues: record,
  emailBuilder: record,
});

const viewerOf = ({ user, profile, listMemberships }: RuleContext): ViewerRuleContext => ({ user, profile, listMemberships });
const verdictIn = (reduced: boolean | RuleTree, ctx: RuleContext) => (typeof reduced === 'boolean' ? reduced : evaluateRuleTree(reduced, ctx));

describe('partiallyEvaluateRuleTree', () => {
  it('leaves a verdict or a residual tree that the browser evaluates to the whole tree\'s verdict', () => {
    fc.assert(fc.property(tree, context, (rules, ctx) => {
      expect(verdictIn(partiallyEvaluateRuleTree(rules, viewerOf(ctx)), ctx)).toBe(evaluateRuleTree(rules, ctx));
    }), { numRuns: 2000 });
  });

  it('leaves only rules the browser decides in the residual tree', () => {
    const serverKinds = new Set<RuleKind>(['profileField', 'profileList', 'profileEntityPowerUp', 'userField', 'userList', 'userEntityPowerUp']);
    const kindsIn = (node: RuleTree | Rule): RuleKind[] => ('logicalOperator' in node ? node.children.flatMap(kindsIn) : [node.kind]);
    fc.assert(fc.property(tree, context, (rules, ctx) => {
      const reduced = partiallyEvaluateRuleTree(rules, viewerOf(ctx));
      if (typeof reduced !== 'boolean') expect(kindsIn(reduced).filter((kind) => serverKinds.has(kind))).toEqual([]);
    }));
  });

  it('decides a tree of list rules outright', () => {
    const viewer: ViewerRuleContext = { user: { accountId: 1, email: 'g', isAdmin: false, isElevated: false }, profile: {}, listMemberships: [{ userListId: 2, state: 'accepted' }] };
    const inList = (listId: number): RuleTree => ({ logicalOperator: 'all', children: [{ kind: 'userList', listId }] });
    expect(partiallyEvaluateRuleTree(inList(2), viewer)).toBe(true);
    expect(partiallyEvaluateRuleTree(inList(3), viewer)).toBe(false);
    const mixed: RuleTree = { logicalOperator: 'any', children: [{ kind: 'userList', listId: 3 }, { kind: 'formField', path: 'x', value: 1 }] };
    expect(partiallyEvaluateRuleTree(mixed, viewer)).toEqual({ logicalOperator: 'any', children: [{ kind: 'formField', path: 'x', value: 1 }] });
  });
});

describe('visibilityForViewer', () => {
  const viewer: ViewerRuleContext = { user: { accountId: 1, email: 'g', isAdmin: false, isElevated: false }, profile: {}, listMemberships: [{ userListId: 2, state: 'accepted' }] };
  const rules = (listId: number): RuleTree => ({ logicalOperator: 'all', children: [{ kind: 'userList', listId }] });

  it('hides a block whose rules fail and drops decided rules from one that shows', () => {
    expect(visibilityForViewer({ mode: 'advanced', rules: rules(3) }, viewer)).toBe('hidden');
    expect(visibilityForViewer({ mode: 'advanced', rules: rules(2), showOnce: true }, viewer)).toEqual({ mode: 'advanced', showOnce: true });
  });

  it('leaves the device and profile flags, and basic mode, to the browser', () => {
    expect(visibilityForViewer({ visibleOnMobile: false, rules: rules(3) }, viewer)).toEqual({ visibleOnMobile: false, rules: rules(3) });
    expect(visibilityForViewer(undefined, viewer)).toBeUndefined();
  });
});
