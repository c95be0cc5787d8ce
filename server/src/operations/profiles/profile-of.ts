// A profile row as the API's Profile.
import type { Profile } from '@tessera/schemas';

/**
 * `acceptedUserListIds`: the lists that accepted the account (see lists/membership-queries.ts).
 * `online` is left out where presence was not asked for (the signed-in user's own profile).
 */
export function profileOf(accountId: number, data: Profile['data'], acceptedUserListIds: number[], online?: boolean): Profile {
  return { accountId, data, acceptedUserListIds, ...(online === undefined ? {} : { online }) };
}
