// DELETE profile/{id} (data spec §7): an account's own deletion, or an admin's. The person goes
// everywhere and nothing personal is kept.
import type { ProfileMeta } from '@tessera/schemas';
import { sql } from 'kysely';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { writeSite, type Change, type OperationContext, type Trx } from '../context.ts';
import { PROFILE_FAVOURITES, withoutProfileFavourite } from './favourites.ts';

/** Takes the account out of every other member's favourites; returns whose meta changed. */
async function removeFromFavourites(trx: Trx, accountId: number): Promise<number[]> {
  const holders = await trx.selectFrom('profiles').select(['accountId', 'data'])
    .where(sql<boolean>`data -> 'meta' -> 'favourites' -> ${PROFILE_FAVOURITES} @> ${JSON.stringify([{ targetId: accountId }])}::jsonb`)
    .forUpdate()
    .execute();
  for (const { accountId: holder, data } of holders) {
    const meta: ProfileMeta = withoutProfileFavourite(data.meta, accountId);
    await trx.updateTable('profiles')
      .set((eb) => ({ data: JSON.stringify({ ...data, meta }), revision: eb('revision', '+', 1), updatedAt: new Date() }))
      .where('accountId', '=', holder)
      .execute();
  }
  return holders.map((row) => row.accountId);
}

/**
 * Deletes account `accountId`: its own (delete on profiles, which every account holds for its
 * own) or anyone's for admins (NOT_ALLOWED otherwise); PROFILE_NOT_FOUND when there is none; the
 * site's last admin is not deleted (BAD_REQUEST). In one transaction it removes the account with
 * what hangs on it (profile, device sessions and sign-in secrets, list memberships, item grants,
 * its audit entries and its recently viewed, by cascade), others' audit entries and recently
 * viewed naming its profile, its place in others' favourites and its avatar's file record.
 * Files it uploaded to site content stay, without an owner. Its sessions end at once: their
 * tokens and sockets stop working.
 */
export async function deleteAccount(ctx: OperationContext, actor: Actor, accountId: number): Promise<void> {
  assertCan(actor, 'delete', 'profiles', { subjectId: accountId, record: { accountId } }, 'You may delete only your own account.');
  const changes: Change[] = [];
  await writeSite(ctx, () => changes, async (trx) => {
    const account = await trx.selectFrom('accounts').innerJoin('profiles', 'profiles.accountId', 'accounts.id')
      .select(['accounts.isAdmin', 'profiles.data']).where('accounts.id', '=', accountId).forUpdate().executeTakeFirst();
    if (!account) throw appError('PROFILE_NOT_FOUND');
    if (account.isAdmin) {
      const admins = await trx.selectFrom('accounts').select((eb) => eb.fn.countAll<string>().as('n')).where('isAdmin', '=', true).executeTakeFirstOrThrow();
      if (Number(admins.n) <= 1) throw appError('BAD_REQUEST', 'This is the site’s only admin account: make another admin first.');
    }
    const sessions = await trx.selectFrom('deviceSessions').select('id').where('accountId', '=', accountId).where('revokedAt', 'is', null).execute();
    const favouritesChanged = await removeFromFavourites(trx, accountId);
    await trx.deleteFrom('auditLog')
      .where(sql<string>`subject ->> 'type'`, '=', 'profile')
      .where(sql<string>`subject ->> 'id'`, '=', String(accountId))
      .execute();
    const avatarFileId = account.data.profile.avatarFileId;
    if (typeof avatarFileId === 'number') {
      await trx.deleteFrom('files').where('id', '=', avatarFileId).where('accountId', '=', accountId).where('assetPath', 'is', null).execute();
    }
    await trx.deleteFrom('accounts').where('id', '=', accountId).execute();
    changes.push(
      ...sessions.map(({ id }) => ({ scope: 'session' as const, sessionId: id })),
      { scope: 'account', accountId },
      { scope: 'permissions', accountId },
      ...favouritesChanged.map((holder) => ({ scope: 'account' as const, accountId: holder })),
    );
  });
}
