// Sets a member's own avatar (data spec §7 POST user/image/avatar; forms spec §4: only the account
// owner may change their avatar).
import type { Profile } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import type { SignedInAccount } from '../sessions/signed-in-account.ts';
import { writeSite, type OperationContext, type Trx } from '../context.ts';
import { shownAcceptedListIdsOf } from '../lists/membership-queries.ts';
import { profileOf } from './profile-of.ts';

/**
 * Checks that `accountId` may show file `fileId` as their avatar: an image (FILE_NOT_FOUND
 * otherwise) that they uploaded themselves (NOT_ALLOWED: another member's picture is theirs to
 * show, not to take).
 */
export async function assertOwnImage(trx: Trx, accountId: number, fileId: number): Promise<void> {
  const file = await trx.selectFrom('files').select(['mime', 'accountId']).where('id', '=', fileId).executeTakeFirst();
  if (!file?.mime.startsWith('image/')) throw appError('FILE_NOT_FOUND', 'That image does not exist.');
  if (file.accountId !== accountId) throw appError('NOT_ALLOWED', 'Only an image you uploaded yourself can be your avatar.');
}

/**
 * Points the acting account's `profile.avatarFileId` at an uploaded image, or at none (null), and
 * returns the profile. There is no account to name: an avatar is changed by its owner only. A file
 * that does not exist or is not an image → FILE_NOT_FOUND; another account's upload → NOT_ALLOWED;
 * either way nothing is written.
 */
export async function setAvatar(ctx: OperationContext, actor: SignedInAccount, fileId: number | null): Promise<Profile> {
  const { accountId } = actor;
  return writeSite(ctx, [{ scope: 'account', accountId }], async (trx) => {
    if (fileId !== null) await assertOwnImage(trx, accountId, fileId);
    const row = await trx.selectFrom('profiles').select(['data']).select(shownAcceptedListIdsOf('accountId').as('acceptedUserListIds'))
      .where('accountId', '=', accountId).forUpdate().executeTakeFirst();
    if (!row) throw appError('PROFILE_NOT_FOUND');
    const data = { ...row.data, profile: { ...row.data.profile, avatarFileId: fileId } };
    await trx.updateTable('profiles')
      .set((eb) => ({ data: JSON.stringify(data), revision: eb('revision', '+', 1), updatedAt: new Date() }))
      .where('accountId', '=', accountId)
      .execute();
    return profileOf(accountId, data, row.acceptedUserListIds);
  });
}
