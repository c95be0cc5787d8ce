import { api } from '../api/api.ts';
import { markJustLoggedOut } from './just-logged-out.ts';
import { jwtStore } from './jwt-store.ts';

/**
 * Deletes the signed-in member's own account (DELETE profile/{id}), then leaves them on the
 * signed-out screen like a logout: the session went with the account. Throws the ApiError when
 * the server refused (the site's last admin, say), with everything still in place.
 */
export async function deleteOwnAccount(accountId: number): Promise<void> {
  await api.call('DELETE /profile/{id}', { params: { id: accountId } });
  markJustLoggedOut();
  jwtStore.clear();
}
