// What a membership request's change tells whom (issue 14): a member applying or withdrawing tells
// the list's deciders (admin notifications); an admin's decision tells the member. Called by
// moveRequest inside its transaction, so the notifications exist exactly when the change does.
import { membershipNotificationType, publicName, type MembershipState, type NotificationData, type TransitionActor } from '@tessera/schemas';
import type { Actor } from '../actor.ts';
import type { TransactionContext } from '../context.ts';
import { followItem } from './followed-items.ts';
import { listDeciders } from './list-deciders.ts';
import { notify } from './notify.ts';

export interface MembershipMove {
  requestId: number;
  userListId: number;
  /** The member whose request it is. */
  accountId: number;
  to: MembershipState;
  by: TransitionActor;
  /** The admin's message to the member. */
  message: string | null;
}

export async function noticeMembershipMove(tx: TransactionContext, actor: Actor, move: MembershipMove): Promise<void> {
  const { requestId, userListId, accountId, to } = move;
  const list = { type: 'userList', id: userListId } as const;
  const { label } = await tx.db.selectFrom('userLists').select('label').where('id', '=', userListId).executeTakeFirstOrThrow();
  if (move.by === 'member') {
    // The member follows the list they applied to (and can mute it in their notification centre).
    if (to === 'applied') await followItem(tx.db, [accountId], list);
    const profile = await tx.db.selectFrom('profiles').select('data').where('accountId', '=', accountId).executeTakeFirstOrThrow();
    const data: NotificationData = { userListId, fromAccountId: accountId, fromName: publicName(profile.data.profile, accountId), title: label };
    const deciders = (await listDeciders(tx.db, userListId)).filter((id) => id !== accountId);
    await notify(tx, { recipients: deciders, type: to === 'applied' ? 'newApplication' : membershipNotificationType(to), scope: 'admin', targetId: requestId, data, item: list });
    return;
  }
  if (actor.accountId === accountId) return; // an admin deciding their own request knows
  const data: NotificationData = { userListId, title: label, ...(actor.accountId !== null && { fromAccountId: actor.accountId }) };
  await notify(tx, { recipients: [accountId], type: membershipNotificationType(to), targetId: userListId, message: move.message, data, item: list });
}
