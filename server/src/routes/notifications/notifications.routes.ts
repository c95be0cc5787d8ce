// The notification calls (data spec §7 Notifications) and broadcasts. A member reads and marks only
// their own notifications; writes go through the operations (notifications/), which check first.
import { notificationRoutes } from '@tessera/schemas/contract';
import { signedIn } from '../../auth/authenticate.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import type { Actor } from '../../operations/actor.ts';
import { appError } from '../../errors.ts';
import { broadcastHistory, broadcastRecipientCount, sendBroadcast } from '../../operations/notifications/broadcasts.ts';
import { followedItemsOf } from '../../operations/notifications/followed-items.ts';
import { preferencesOf } from '../../operations/notifications/preferences.ts';
import { markRead, markSeen, notificationsPage, unseenCount } from '../../operations/notifications/read-notifications.ts';
import { passesAdministration, updatePreferences } from '../../operations/notifications/update-preferences.ts';
import type { ServerContext } from '../../server-context.ts';

/** Data spec §6: admin preferences and history load only when the administration check passes. */
function assertAdministration(actor: Actor): void {
  if (!passesAdministration(actor)) throw appError('NOT_ALLOWED', 'You may not read admin notification settings.');
}

export const notificationHandlers = (ctx: ServerContext) => implementRoutes(notificationRoutes)({
  unseenCount: async (request) => ({ count: await unseenCount(ctx.db, signedIn(request).accountId, request.params.type) }),
  markRead: async (request) => ({ changed: await markRead(ctx.db, signedIn(request).accountId, request.body.notificationIds) }),
  markSeen: async (request) => {
    await markSeen(ctx.db, signedIn(request).accountId, request.params.type);
    return { count: 0 };
  },
  page: (request) => notificationsPage(ctx.db, signedIn(request).accountId, request.params.type, request.params.page, request.query.limit ?? 10),
  userPreferences: async (request) => ({ preferences: await preferencesOf(ctx.db, signedIn(request).accountId, 'user') }),
  adminPreferences: async (request) => {
    const actor = signedIn(request);
    assertAdministration(actor);
    return { preferences: await preferencesOf(ctx.db, actor.accountId, 'admin') };
  },
  notificationHistory: async (request) => {
    assertAdministration(signedIn(request));
    return { broadcasts: await broadcastHistory(ctx.db) };
  },
  updatePreferences: (request) => updatePreferences(ctx, signedIn(request), request.body),
  followedItems: async (request) => ({ items: await followedItemsOf(ctx.db, signedIn(request).accountId, request.body) }),
  broadcastRecipients: async (request) => ({ count: await broadcastRecipientCount(ctx.db, signedIn(request), request.body.listIds) }),
  broadcast: (request) => sendBroadcast(ctx, signedIn(request), request.body),
});
