// A profile row as the API's Profile.
import type { Profile } from '@tessera/schemas';

/**
 * User lists arrive with a later issue; until then nobody has accepted memberships. `online` is
 * left out where presence was not asked for (the signed-in user's own profile).
 */
export function profileOf(accountId: number, data: Profile['data'], online?: boolean): Profile {
  return { accountId, data, acceptedUserListIds: [], ...(online === undefined ? {} : { online }) };
}
