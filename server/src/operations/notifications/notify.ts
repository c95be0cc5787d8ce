// The one way notifications are created. Chat, membership decisions, broadcasts (and later posts
// and moderation) call notify; it applies each recipient's preferences and mutes, stores what is
// left in one statement per batch, and has each recipient told live once the transaction commits.
import { NOTIFICATION_TYPES, listOf, type Notification, type NotificationData, type NotificationScope, type NotificationType } from '@tessera/schemas';
import { sql } from 'kysely';
import { enqueueNotificationMail } from '../../mail/notification-mail.ts';
import { inTransaction, type DeliveredNotification, type OperationContext } from '../context.ts';
import { followItem, type ItemRef } from './followed-items.ts';

export interface NotifyRequest {
  /** Account ids; repeats are told once. */
  recipients: readonly number[];
  type: NotificationType;
  /** user: a member about what concerns them (the type's list); admin: admins about the site (the admin list, their admin preferences). */
  scope?: NotificationScope;
  /** What it is about (see the type's link). */
  targetId?: number | null;
  /** Text its sender wrote. */
  message?: string | null;
  data?: NotificationData;
  /** The item it is about: recipients follow it from now on, and one who muted it is not told. */
  item?: ItemRef;
  /**
   * One unread at a time: a recipient who has not read their notification of this type about
   * `targetId` yet gets no other (nor its e-mail) — a conversation's new messages, say, are one
   * "new message from Ada" until it is read, not one per message.
   */
  whileUnread?: 'skip';
}

export interface NotifyResult {
  /** The notifications stored, one per recipient who wants them in the app. */
  stored: DeliveredNotification[];
  /** The recipients who want this event by e-mail (their preference `active`), muted ones left out; stored or not. */
  emailTo: number[];
}

/** Recipients per statement: a broadcast to 10,000 members is a handful of statements. */
const BATCH = 5000;

interface StoredRow {
  accountId: number;
  email: boolean;
  id: number | null;
  createdAt: Date | null;
}

/**
 * Tells `recipients` about `type`, inside the caller's transaction when there is one (the
 * notifications are then stored only if it commits, and told after it). Nothing is stored for a
 * recipient whose preference turns the event off in the app or who muted `item`.
 *
 * E-mail: the result's `emailTo` lists who wants it by e-mail; their messages are queued in this
 * same transaction (a queued message exists exactly when the notification does; mail/).
 */
export async function notify(ctx: OperationContext, request: NotifyRequest): Promise<NotifyResult> {
  const recipients = [...new Set(request.recipients)];
  if (recipients.length === 0) return { stored: [], emailTo: [] };
  const scope = request.scope ?? 'user';
  const list = listOf(request.type, scope);
  const { typeId, defaults } = NOTIFICATION_TYPES[request.type];
  const data = request.data ?? {};
  return inTransaction(ctx, async (tx) => {
    const stored: DeliveredNotification[] = [];
    const emailTo: number[] = [];
    for (let start = 0; start < recipients.length; start += BATCH) {
      const batch = recipients.slice(start, start + BATCH);
      if (request.item) await followItem(tx.db, batch, request.item);
      const { rows } = await sql<StoredRow>`
        with wanted as (
          select r.account_id, coalesce(p.in_app_active, ${defaults.inApp}::boolean) as in_app, coalesce(p.active, ${defaults.email}::boolean) as email
          from (select distinct value::int as account_id from jsonb_array_elements_text(${JSON.stringify(batch)}::jsonb)) r
          left join notification_preferences p on p.account_id = r.account_id and p.scope = ${scope} and p.event_name = ${request.type}
          where not exists (select 1 from followed_items f where f.account_id = r.account_id and f.muted
            and f.item_type = ${request.item?.type ?? null}::text and f.item_id = ${request.item?.id ?? null}::int)
          and not (${request.whileUnread === 'skip'}::boolean and exists (select 1 from notifications n where n.account_id = r.account_id
            and n.type = ${request.type}::text and n.target_id = ${request.targetId ?? null}::int and not n.read))
        ), stored as (
          insert into notifications (account_id, list, type, type_id, target_id, message, data)
          select account_id, ${list}::text, ${request.type}::text, ${typeId}::int, ${request.targetId ?? null}::int, ${request.message ?? null}::text, ${JSON.stringify(data)}::jsonb
          from wanted where in_app
          returning id, account_id, created_at
        )
        select w.account_id, w.email, s.id, s.created_at from wanted w left join stored s on s.account_id = w.account_id`.execute(tx.db);
      for (const row of rows) {
        if (row.email) emailTo.push(row.accountId);
        if (row.id === null || row.createdAt === null) continue;
        const notification: Notification = {
          id: row.id, list, type: request.type, typeId, targetId: request.targetId ?? null, message: request.message ?? null,
          date: new Date(row.createdAt).toISOString(), seen: false, read: false, data,
        };
        stored.push({ accountId: row.accountId, notification });
      }
    }
    await enqueueNotificationMail(tx.db, emailTo, { type: request.type, scope, targetId: request.targetId ?? null, message: request.message ?? null, data });
    if (stored.length > 0) tx.open.pending.push({ scope: 'notifications', delivered: stored });
    return { stored, emailTo };
  });
}
