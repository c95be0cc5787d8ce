// Puts e-mail on the queue inside the caller's transaction: the message is sent when, and only
// when, what it announces has committed (a notification and its e-mail commit together).
import { sql } from 'kysely';
import type { LanguageCode } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../operations/context.ts';

/** One preference a member can turn off (the data spec's subscribable): a notification event, in a scope, for one target or all. */
export interface PreferenceRef {
  eventName: string;
  /** Whose preferences it is among (the notifications' 'user' or 'admin' preferences); absent: the member's own. */
  scope?: string | null;
  /** The item the preference is about; absent for the event everywhere. */
  targetId?: string | null;
}

/** A link to the site, shown as a button below the body. */
export interface MailAction {
  label: string;
  /** The address under the site, from its root (`/app/chat/7`): TESSERA_PUBLIC_URL is put in front when sending. */
  path: string;
}

/** What to send to one member. The message's layout, sender and footer are added when it is sent. */
export interface MailMessage {
  /** The recipient; the address used is theirs at the time of sending. */
  accountId: number;
  /** The member's language: the texts here are in it, and so are the footer and the unsubscribe page. */
  language: LanguageCode;
  subject: string;
  /** The plain-text body. */
  text: string;
  /** The HTML body, trusted markup placed as it is: escape whatever a member wrote (http/escape-html.ts). */
  html: string;
  /** A button to what the message is about. */
  action?: MailAction;
  /** The preference the footer's unsubscribe link turns off; without it the message has no such link. */
  preference?: PreferenceRef;
}

/** Rows per insert: 11 values each keeps a batch far below PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 1000;

/**
 * Queues `messages` in `db` (pass the open transaction: they commit or roll back with it) and
 * returns their job ids, which are also their Message-IDs and outbox file names.
 */
export async function enqueueMail(db: Db | Trx, messages: MailMessage | readonly MailMessage[]): Promise<string[]> {
  const list = Array.isArray(messages) ? messages : [messages as MailMessage];
  const ids: string[] = [];
  for (let start = 0; start < list.length; start += INSERT_CHUNK) {
    const rows = list.slice(start, start + INSERT_CHUNK).map((message) => ({
      accountId: message.accountId,
      language: message.language,
      subject: message.subject,
      text: message.text,
      html: message.html,
      actionLabel: message.action?.label ?? null,
      actionPath: message.action?.path ?? null,
      eventName: message.preference?.eventName ?? null,
      scope: message.preference?.scope ?? null,
      targetId: message.preference?.targetId ?? null,
    }));
    const inserted = await db.insertInto('mailJobs').values(rows).returning('id').execute();
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

/**
 * Queues one message, the same for each of `accountIds` (a broadcast in one language), in `db`'s
 * transaction: one statement whatever their number. Returns the job ids in the order of `accountIds`.
 */
export async function enqueueMailToMany(db: Db | Trx, accountIds: readonly number[], message: Omit<MailMessage, 'accountId'>): Promise<string[]> {
  if (accountIds.length === 0) return [];
  const rows = await db.insertInto('mailJobs')
    .columns(['accountId', 'language', 'subject', 'text', 'html', 'actionLabel', 'actionPath', 'eventName', 'scope', 'targetId'])
    .expression((eb) => eb.selectFrom(sql<{ value: string; ordinality: string }>`jsonb_array_elements_text(${JSON.stringify(accountIds)}::jsonb) with ordinality`.as('recipient'))
      .select([
        sql<number>`recipient.value::int`.as('accountId'),
        eb.val(message.language).as('language'), eb.val(message.subject).as('subject'), eb.val(message.text).as('text'), eb.val(message.html).as('html'),
        eb.val(message.action?.label ?? null).as('actionLabel'), eb.val(message.action?.path ?? null).as('actionPath'),
        eb.val(message.preference?.eventName ?? null).as('eventName'), eb.val(message.preference?.scope ?? null).as('scope'),
        eb.val(message.preference?.targetId ?? null).as('targetId'),
      ])
      .orderBy(sql`recipient.ordinality`))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

