// Starting and ending admin view-as (POST admin/viewAs, admin/reset). Whom the session speaks for
// changes on the server, so everything the app holds (the /init reply, cached replies, the live
// connection) belongs to the other identity: it is forgotten and the app loads afresh.
import { api } from '../../api/api.ts';
import { APP_BASE } from '../../navigation/app-base.ts';
import { leaveApp } from '../../session/leave-app.ts';
import { notify } from '../notices/notices-store.ts';

/**
 * Views the site as a member of `listIds` (from the home page, as admin screens close to members),
 * or as oneself again with null (staying on the page). On failure shows `failedMessage` (the spec's
 * 'There was an error trying to change who you are viewing as.') and resolves false.
 */
export async function changeViewAs(listIds: readonly number[] | null, failedMessage: string): Promise<boolean> {
  try {
    if (listIds === null) await api.call('POST /admin/reset');
    else await api.call('POST /admin/viewAs', { body: { listIds: [...listIds] as [number, ...number[]] } });
  } catch {
    notify({ colour: 'negative', message: failedMessage });
    return false;
  }
  api.clear();
  leaveApp(listIds === null ? window.location.href : `${APP_BASE}/`);
  return true;
}
