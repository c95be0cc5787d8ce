import type { Block } from '../generated/model.ts';
import { evaluateRuleTree } from './evaluate-rule-tree.ts';
import type { VisibilityContext } from './rule-context.ts';

/**
 * Whether a block shows (shell spec §5, block visibility):
 * - in a preview or in admin edit mode every block shows;
 * - in advanced mode the rule tree alone decides (no rules: shown);
 * - otherwise the device flag applies (visibleOnMobile on small screens, visibleOnDesktop else),
 *   then on profile pages the own-profile or other-profile flag, and on any other page both
 *   profile flags must allow it.
 * Every flag left out counts as true.
 */
export function isBlockVisible(block: Pick<Block, 'visibility'>, ctx: VisibilityContext): boolean {
  if (ctx.preview || ctx.editMode) return true;
  const flags = block.visibility ?? {};
  if (flags.mode === 'advanced') return flags.rules === undefined || evaluateRuleTree(flags.rules, ctx.rules);
  const deviceAllows = ctx.isMobile ? flags.visibleOnMobile !== false : flags.visibleOnDesktop !== false;
  if (!deviceAllows) return false;
  const ownAllows = flags.visibleOnUsersOwnProfile !== false;
  const othersAllow = flags.visibleOnOtherUsersProfiles !== false;
  if (ctx.pageType === 'profile') return ctx.isOwnProfile ? ownAllows : othersAllow;
  return ownAllows && othersAllow;
}
