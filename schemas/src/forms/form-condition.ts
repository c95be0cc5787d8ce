// When a conditional field's children show: its rule tree (the rule trees of block visibility),
// whose formField rules read the form's values by dot path. A form knows nothing else about the
// member, so rules of every other kind never hold here (compileForm lists them as problems).
import type { RuleTree } from '../generated/model.ts';
import { evaluateRule } from '../visibility/evaluate-rule.ts';
import { reduceRuleTree } from '../visibility/reduce-rule-tree.ts';
import type { RuleContext } from '../visibility/rule-context.ts';

/** The part of a rule context a form fills in: its values; nobody signed in, no memberships. */
const formContext = (form: Readonly<Record<string, unknown>>): RuleContext => ({
  user: { accountId: 0, email: '', isAdmin: false, isElevated: false },
  profile: {},
  listMemberships: [],
  form: { ...form },
});

/**
 * Whether a conditional's children show for the form's values (the whole form's, from its root).
 * @example
 * conditionHolds({ logicalOperator: 'all', children: [{ kind: 'formField', path: 'reason', value: 'other' }] }, { reason: 'other' }) // true
 */
export function conditionHolds(condition: RuleTree, values: Readonly<Record<string, unknown>>): boolean {
  const context = formContext(values);
  return reduceRuleTree(condition, (rule) => rule.kind === 'formField' && evaluateRule(rule, context)) === true;
}
