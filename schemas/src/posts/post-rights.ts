// Who may write, reply, react and remove in a post block, through the one permission evaluator:
// a right the block opens to members passes for every signed-in member; otherwise the member needs
// the grant (admins pass; others hold it when it is kept on the block, its page or its module).
import { can, type PermissionHolder, type PermissionTarget } from '../permissions/can.ts';
import { blockSubject } from '../permissions/block-places.ts';
import type { PermissionAction } from '../permissions/vocabulary.ts';
import type { PostRight, PostRules } from './post-rules.ts';

/** The permission action each right is granted as. */
export const POST_RIGHT_ACTIONS = {
  canCreateComments: 'createComments',
  canReply: 'replyToComments',
  canReact: 'react',
} as const satisfies Record<PostRight, PermissionAction>;

/** The block a check is about: its type and where it stands (blockTarget). */
export interface PostBlockRef {
  type: string;
  target: PermissionTarget;
}

/** May `holder` use `right` in `block`, whose rules are `rules`? */
export function mayInPostBlock(holder: PermissionHolder, right: PostRight, block: PostBlockRef, rules: Pick<PostRules, 'permissions'>): boolean {
  return rules.permissions[right] === 'member' || can(holder, POST_RIGHT_ACTIONS[right], blockSubject(block.type), block.target);
}

/** May `holder` remove or change other members' posts in `block` (moderation: admins, and those granted moderateComments there)? */
export const mayModeratePosts = (holder: PermissionHolder, block: PostBlockRef): boolean =>
  can(holder, 'moderateComments', blockSubject(block.type), block.target);
