import type { Rule, RuleTree } from '../generated/model.ts';

/** A rule's verdict, or undefined when it cannot be decided here (it stays in the residual tree). */
export type DecideRule = (rule: Rule) => boolean | undefined;

/**
 * Evaluates what `decide` can and keeps the rest: the verdict when the tree is decided, otherwise
 * the residual tree of the undecided rules (decided children dropped, groups kept as groups).
 * `all` is false as soon as one child is false and `any` true as soon as one is true; an `all`
 * whose children all passed is true, an `any` whose children all failed is false (so empty
 * groups read as before: `all` passes, `any` fails). Evaluating the residual tree with the rest
 * of the context gives the verdict the whole tree would have given.
 */
export function reduceRuleTree(tree: RuleTree, decide: DecideRule): boolean | RuleTree {
  const decisive = tree.logicalOperator === 'any';
  let residual: Array<RuleTree | Rule> | undefined;
  for (const child of tree.children) {
    const verdict = isGroup(child) ? reduceRuleTree(child, decide) : decide(child) ?? child;
    if (verdict === decisive) return decisive;
    if (typeof verdict !== 'boolean') (residual ??= []).push(verdict);
  }
  return residual ? { logicalOperator: tree.logicalOperator, children: residual } : !decisive;
}

export function isGroup(child: RuleTree | Rule): child is RuleTree {
  return 'logicalOperator' in child;
}
