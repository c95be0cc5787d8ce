// POST userLists/setCapacity: the capacity of the list of an entity's connection type.
import type { UserList } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import type { OperationContext } from '../context.ts';
import { changeUserList } from './change-user-list.ts';

/** Finds the list of (entityId, connectionId) and sets its capacity (see changeUserList); none → USER_LIST_NOT_FOUND. */
export async function setConnectionCapacity(ctx: OperationContext, actor: Actor, entityId: number, connectionId: number, capacity: number | null): Promise<UserList> {
  const list = await ctx.db.selectFrom('userLists').select('id').where('entityId', '=', entityId).where('connectionId', '=', connectionId).executeTakeFirst();
  if (!list) throw appError('USER_LIST_NOT_FOUND', `Entity ${entityId} has no list for connection type ${connectionId}.`);
  return changeUserList(ctx, actor, list.id, { capacity });
}
