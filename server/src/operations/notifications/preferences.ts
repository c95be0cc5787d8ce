// A member's notification preferences: for each event of a scope, shown in the app and sent by
// e-mail — what they chose, else the event's defaults (schemas/src/notifications).
import { NOTIFICATION_TYPES, NOTIFICATION_TYPE_NAMES, type NotificationScope, type NotificationType, type Subscribable } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../context.ts';

/** The events of `scope` the product creates so far: the only ones worth a choice. */
export const eventsOf = (scope: NotificationScope): NotificationType[] =>
  NOTIFICATION_TYPE_NAMES.filter((type) => NOTIFICATION_TYPES[type].created && (NOTIFICATION_TYPES[type].scopes as readonly string[]).includes(scope));

/** Every event of `scope` with the account's choice or its default. */
export async function preferencesOf(db: Db | Trx, accountId: number, scope: NotificationScope): Promise<Subscribable[]> {
  const chosen = await db.selectFrom('notificationPreferences').select(['eventName', 'active', 'inAppActive'])
    .where('accountId', '=', accountId).where('scope', '=', scope).execute();
  const byEvent = new Map(chosen.map((row) => [row.eventName, row]));
  return eventsOf(scope).map((eventName) => {
    const { defaults, list } = NOTIFICATION_TYPES[eventName];
    const row = byEvent.get(eventName);
    return {
      eventName, id: 0, type: scope === 'admin' ? 'admin' : list, scope,
      active: row?.active ?? defaults.email, inAppActive: row?.inAppActive ?? defaults.inApp,
    };
  });
}

/** Sets one of the account's choices for `event` (email: `active`; inApp: `inAppActive`), the other staying as it was. */
export async function choosePreference(
  db: Db | Trx, accountId: number, scope: NotificationScope, event: NotificationType, preferenceType: 'email' | 'inApp', value: boolean,
): Promise<void> {
  const current = (await preferencesOf(db, accountId, scope)).find((preference) => preference.eventName === event);
  const active = preferenceType === 'email' ? value : current?.active ?? NOTIFICATION_TYPES[event].defaults.email;
  const inAppActive = preferenceType === 'inApp' ? value : current?.inAppActive ?? NOTIFICATION_TYPES[event].defaults.inApp;
  await db.insertInto('notificationPreferences').values({ accountId, scope, eventName: event, active, inAppActive })
    .onConflict((conflict) => conflict.columns(['accountId', 'scope', 'eventName']).doUpdateSet({ active, inAppActive, updatedAt: new Date() }))
    .execute();
}
