import type { MembershipState, Rule, RuleKind } from '../generated/model.ts';
import { applyFieldOperator } from './field-operators.ts';
import { readPath } from './read-path.ts';
import type { RuleContext } from './rule-context.ts';

type MembershipRuleKind = 'profileList' | 'userList' | 'profileEntityPowerUp' | 'userEntityPowerUp';
type FieldRuleKind = Exclude<RuleKind, MembershipRuleKind>;

/** The context object each field rule kind reads its dot path from. */
const fieldSources: Record<FieldRuleKind, (ctx: RuleContext) => unknown> = {
  profileField: (ctx) => ctx.profile,
  userField: (ctx) => ctx.user,
  entityField: (ctx) => ctx.entity,
  formField: (ctx) => ctx.form,
  knownValueField: (ctx) => ctx.knownValues,
  emailBuilderField: (ctx) => ctx.emailBuilder,
};

/**
 * One rule's verdict; `inverted` negates it whatever the kind.
 * - Field kinds read `path` from their context object and apply `operator` (default `equals`)
 *   against `value`; without a path the value read is undefined.
 * - List kinds are the "is in state of tag" rule: the user holds a membership of the list in
 *   `state` (default `accepted`). The context carries only the signed-in user's memberships, so
 *   profile and user list rules read the same memberships.
 * - Entity power-up kinds grant through an accepted membership of the power-up's list; `state`
 *   does not apply to them.
 * The list is `listId`, or `value` when that holds a number; a rule naming no list never matches.
 */
export function evaluateRule(rule: Rule, ctx: RuleContext): boolean {
  const result = matches(rule, ctx);
  return rule.inverted === true ? !result : result;
}

function matches(rule: Rule, ctx: RuleContext): boolean {
  switch (rule.kind) {
    case 'profileList':
    case 'userList':
      return holdsMembership(ctx, listIdOf(rule), rule.state ?? 'accepted');
    case 'profileEntityPowerUp':
    case 'userEntityPowerUp':
      return holdsMembership(ctx, listIdOf(rule), 'accepted');
    default: {
      const actual = rule.path === undefined ? undefined : readPath(fieldSources[rule.kind](ctx), rule.path);
      return applyFieldOperator(rule.operator ?? 'equals', actual, rule.value);
    }
  }
}

function listIdOf(rule: Rule): number | undefined {
  // The generated type of `value` is loose (the schema leaves it open), so look at it as unknown.
  const value: unknown = rule.value;
  return rule.listId ?? (typeof value === 'number' ? value : undefined);
}

function holdsMembership(ctx: RuleContext, listId: number | undefined, state: MembershipState): boolean {
  return listId !== undefined && ctx.listMemberships.some((m) => m.userListId === listId && m.state === state);
}
