// A profile row as the API's Profile.
import type { Profile } from '@tessera/schemas';

/** User lists arrive with a later issue; until then nobody has accepted memberships. */
export function profileOf(accountId: number, data: Profile['data']): Profile {
  return { accountId, data, acceptedUserListIds: [] };
}
