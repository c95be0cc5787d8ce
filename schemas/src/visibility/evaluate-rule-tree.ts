import type { Rule, RuleTree } from '../generated/model.ts';
import { evaluateRule } from './evaluate-rule.ts';
import type { RuleContext } from './rule-context.ts';

/**
 * Whether a rule tree passes: `all` needs every child to pass, `any` needs one. Children are rules
 * or nested groups. An empty `all` group passes and an empty `any` group fails (nothing to match).
 * See `evaluateRule` for how each rule kind is read.
 */
export function evaluateRuleTree(tree: RuleTree, ctx: RuleContext): boolean {
  const passes = (child: RuleTree | Rule): boolean => isGroup(child) ? evaluateRuleTree(child, ctx) : evaluateRule(child, ctx);
  return tree.logicalOperator === 'all' ? tree.children.every(passes) : tree.children.some(passes);
}

function isGroup(child: RuleTree | Rule): child is RuleTree {
  return 'logicalOperator' in child;
}
