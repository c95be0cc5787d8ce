import type { RuleTree } from '../generated/model.ts';
import { evaluateRule } from './evaluate-rule.ts';
import { reduceRuleTree } from './reduce-rule-tree.ts';
import type { RuleContext } from './rule-context.ts';

/**
 * Whether a rule tree passes: `all` needs every child to pass, `any` needs one. Children are rules
 * or nested groups. An empty `all` group passes and an empty `any` group fails (nothing to match).
 * See `evaluateRule` for how each rule kind is read; the tree is read by `reduceRuleTree`, which
 * the server uses to decide the part it can (see partial-evaluation.ts).
 */
export function evaluateRuleTree(tree: RuleTree, ctx: RuleContext): boolean {
  return reduceRuleTree(tree, (rule) => evaluateRule(rule, ctx)) === true;
}
