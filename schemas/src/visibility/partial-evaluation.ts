import type { BlockVisibility, Rule, RuleKind, RuleTree } from '../generated/model.ts';
import { evaluateRule } from './evaluate-rule.ts';
import { reduceRuleTree } from './reduce-rule-tree.ts';
import type { RuleContext } from './rule-context.ts';

/** What the server knows of the viewer: the rule context without the screen's parts. */
export type ViewerRuleContext = Pick<RuleContext, 'user' | 'profile' | 'listMemberships'>;

/**
 * The rule kinds the server decides: they read the viewer's account, profile and list
 * memberships. The others read what only the browser knows (the form being filled, values of
 * the screen, the email being built) or, for entity fields, the entity a page is shown for,
 * which page replies do not carry yet.
 */
const DECIDED_BY_VIEWER: Readonly<Record<RuleKind, boolean>> = {
  profileField: true, profileList: true, profileEntityPowerUp: true,
  userField: true, userList: true, userEntityPowerUp: true,
  entityField: false, formField: false, knownValueField: false, emailBuilderField: false,
};

/** True for rules the viewer's context decides (see DECIDED_BY_VIEWER). */
export const decidedByViewer = (rule: Rule): boolean => DECIDED_BY_VIEWER[rule.kind];

/** The rule tree with every rule the viewer's context decides evaluated: a verdict, or what is left. */
export function partiallyEvaluateRuleTree(tree: RuleTree, viewer: ViewerRuleContext): boolean | RuleTree {
  return reduceRuleTree(tree, (rule) => (decidedByViewer(rule) ? evaluateRule(rule, viewer) : undefined));
}

/**
 * A block's visibility as the server sends it to one viewer: `hidden` when its rule tree fails for
 * them; otherwise the flags with the rule tree reduced to what the browser still decides (no
 * rules when nothing is left). Flags outside advanced mode (device, profile pages) are the
 * browser's and stay as they are.
 */
export function visibilityForViewer(visibility: BlockVisibility | undefined, viewer: ViewerRuleContext): BlockVisibility | undefined | 'hidden' {
  if (visibility?.mode !== 'advanced' || visibility.rules === undefined) return visibility;
  const reduced = partiallyEvaluateRuleTree(visibility.rules, viewer);
  if (reduced === false) return 'hidden';
  const { rules: _decided, ...flags } = visibility;
  return reduced === true ? flags : { ...flags, rules: reduced };
}
