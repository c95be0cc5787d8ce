// POST profile/notifications/updateUserPreferences: one choice changes — an event in the app or by
// e-mail (the admin preferences need the administration check), or a followed item's mute.
import { can, type UpdatePreferencesBody, type UpdatePreferencesReply } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { inTransaction, type OperationContext } from '../context.ts';
import { followedItemsOf, setMuted } from './followed-items.ts';
import { choosePreference, eventsOf, preferencesOf } from './preferences.ts';

/** The administration permission check of data spec §6: admin preferences and the history. */
export const passesAdministration = (actor: Actor): boolean => can(actor, 'showAdminNotifications', 'notifications');

/** Changes the choice `body` names; refused, changing nothing: NOT_ALLOWED (admin, without the check), BAD_REQUEST. */
export async function updatePreferences(ctx: OperationContext, actor: Actor & { accountId: number }, body: UpdatePreferencesBody): Promise<UpdatePreferencesReply> {
  const scope = body.admin === true ? 'admin' : 'user';
  if (scope === 'admin' && !passesAdministration(actor)) throw appError('NOT_ALLOWED', 'You may not change admin notification preferences.');
  const { accountId } = actor;
  return inTransaction(ctx, async (tx) => {
    if (body.preferenceType === 'muted') {
      if (body.type === undefined || body.targetId === undefined || body.targetId === 0) {
        throw appError('BAD_REQUEST', 'Muting needs the followed item: type and targetId.');
      }
      const changed = await setMuted(tx.db, accountId, { type: body.type, id: body.targetId }, body.active);
      if (!changed) throw appError('BAD_REQUEST', `You do not follow ${body.type} ${body.targetId}.`);
    } else {
      const event = body.event;
      if (event === 'all' || !eventsOf(scope).includes(event)) throw appError('BAD_REQUEST', `There is no ${scope} preference for ${event}.`);
      await choosePreference(tx.db, accountId, scope, event, body.preferenceType, body.active);
    }
    const followedItems = await followedItemsOf(tx.db, accountId);
    if (body.preferenceType === 'muted') tx.open.pending.push({ scope: 'followedItems', accountId, items: followedItems });
    return { preferences: await preferencesOf(tx.db, accountId, scope), followedItems };
  });
}
