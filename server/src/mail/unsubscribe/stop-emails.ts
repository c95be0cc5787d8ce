// What unsubscribing changes: the member's e-mail choice for the event (a subscribable's `active`
// flag), kept with their other notification preferences (operations/notifications/preferences.ts).
import type { NotificationScope } from '@tessera/schemas';
import type { Trx } from '../../operations/context.ts';
import { choosePreference, eventsOf } from '../../operations/notifications/preferences.ts';
import type { PreferenceRef } from '../queue/enqueue-mail.ts';

const SCOPES: readonly NotificationScope[] = ['user', 'admin'];

/**
 * Turns e-mail off for `preference` of `accountId`, in the caller's transaction. An event no
 * preference governs (any more: a link older than a change of the product) has nothing to turn off.
 */
export async function stopEmails(db: Trx, accountId: number, preference: PreferenceRef): Promise<void> {
  const scope = SCOPES.find((known) => known === (preference.scope ?? 'user'));
  const event = scope && eventsOf(scope).find((known) => known === preference.eventName);
  if (!scope || !event) return;
  await choosePreference(db, accountId, scope, event, 'email', false);
}
