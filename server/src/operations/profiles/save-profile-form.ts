// POST /profile/{accountId} {blockId, changes}: a profile form block's values, checked on the server
// with the same form engine the browser used (the browser is never trusted), saved in one go.
import { blocksSaving, validateForm, validateRemote, type CompiledForm, type FieldError, type Profile, type RemoteContext } from '@tessera/schemas';
import type { SiteCache } from '../../cache/site-cache.ts';
import { appError } from '../../errors.ts';
import { assertCan } from '../assert-can.ts';
import { writeSite, type OperationContext } from '../context.ts';
import type { SignedInAccount } from '../sessions/signed-in-account.ts';
import { readBlocksFor } from '../structure/read-for-viewer.ts';
import { profileFormOf } from './profile-form.ts';
import { readProfile } from './read-profiles.ts';
import { assertOwnImage } from './set-avatar.ts';
import { storeProfileData } from './store-profile-data.ts';

export interface ProfileFormSave {
  accountId: number;
  blockId: number;
  /** Field data key → value, as sent; undefined and null are dropped (data spec §5). */
  changes: Readonly<Record<string, unknown>>;
}

type Values = Record<string, unknown>;

/** The changes without undefined and null values; a key that is not one of the form's fields → BAD_REQUEST. */
function keptChanges(form: CompiledForm, changes: Readonly<Values>): Values {
  const keys = new Set(form.fields.map((field) => field.key));
  const kept = Object.entries(changes).filter(([, value]) => value !== undefined && value !== null);
  const stranger = kept.find(([key]) => !keys.has(key));
  if (stranger) throw appError('BAD_REQUEST', `changes/${stranger[0]} is not a profile field of this block.`);
  return Object.fromEntries(kept);
}

/**
 * The broken rules of the changed fields, read against the stored values with the changes over
 * them (so `required` and rules naming another field see the whole form). A stored value that
 * breaks a rule added since is not the saver's to fix now: only the changed fields count.
 */
function localErrors(form: CompiledForm, stored: Readonly<Values>, changes: Values): FieldError[] {
  const changed = new Set(Object.keys(changes));
  return validateForm(form, { ...stored, ...changes }).filter((error) => changed.has(String(error.path[0])));
}

/** Refuses the save for the errors that stop one; those of rules with disallowSubmit false do not (forms spec §4). */
function assertValid(errors: FieldError[]): void {
  const blocking = errors.filter(blocksSaving);
  if (blocking.length > 0) throw appError('FORM_INVALID', undefined, { details: blocking });
}

/**
 * Saves `changes` from block `blockId` into account `accountId`'s profile data and returns the
 * profile as `actor` reads it. Only the owner, or whoever may update profiles, may save
 * (NOT_ALLOWED); the block must be one `actor` sees (BLOCK_NOT_FOUND); only the block's fields
 * bound to profile data schemas may be written (BAD_REQUEST otherwise); every changed value must
 * pass its field's rules, remote ones included (FORM_INVALID listing them). Nothing is stored on
 * any failure. The write is one transaction, announced as a change of the account (profile:update).
 */
export async function saveProfileForm(
  ctx: OperationContext & { cache: SiteCache },
  actor: SignedInAccount,
  { accountId, blockId, changes }: ProfileFormSave,
  remote: RemoteContext,
): Promise<Profile> {
  assertCan(actor, 'update', 'profiles', { subjectId: accountId, record: { accountId } }, "You may not change this member's profile.");
  const [block] = await readBlocksFor(ctx.db, ctx.cache, actor, [blockId]);
  if (!block) throw appError('BLOCK_NOT_FOUND');
  const form = await profileFormOf(ctx.db, block.fields ?? []);
  const kept = keptChanges(form, changes);
  // Only the account owner changes their avatar (forms spec §4), through a form as through POST user/image/avatar.
  const avatar = kept.avatarFileId;
  if (avatar !== undefined && actor.accountId !== accountId) throw appError('NOT_ALLOWED', 'Only the member themselves may change their avatar.');

  const before = await ctx.db.selectFrom('profiles').select('data').where('accountId', '=', accountId).executeTakeFirst();
  if (!before) throw appError('PROFILE_NOT_FOUND');
  assertValid(localErrors(form, before.data.profile, kept));
  // Remote rules (slug, feed, template) may take seconds: asked before the row is locked.
  assertValid(await validateRemote(form, kept, remote));

  await writeSite(ctx, [{ scope: 'account', accountId }], async (trx) => {
    if (typeof avatar === 'number') await assertOwnImage(trx, accountId, avatar);
    const row = await trx.selectFrom('profiles').select('data').where('accountId', '=', accountId).forUpdate().executeTakeFirstOrThrow();
    // Another save may have landed meanwhile: the rules read the values as they are now.
    assertValid(localErrors(form, row.data.profile, kept));
    await storeProfileData(trx, accountId, { ...row.data, profile: { ...row.data.profile, ...kept } });
  });
  const profile = await readProfile(ctx.db, actor, accountId);
  if (!profile) throw appError('PROFILE_NOT_FOUND');
  return profile;
}
