// The e-mail of a notification (issue 14): notify queues one for each recipient who wants the
// event by e-mail, in the notification's own transaction, in the recipient's language — the same
// sentence the app shows, the sender's message below it, a button to what it is about.
import { BASE_PATHS, NOTIFICATION_TYPES, notificationNameKey, notificationTextKey, type NotificationData, type NotificationScope, type NotificationType, type Translations } from '@tessera/schemas';
import { escapeHtml as e } from '../http/escape-html.ts';
import { fillText, serverTexts } from '../i18n/server-texts.ts';
import type { Trx } from '../operations/context.ts';
import { memberTexts, recipientsByLanguage } from './member-languages.ts';
import { enqueueMailToMany, type MailMessage } from './queue/enqueue-mail.ts';

/** What the e-mail tells: the notification as notify stores it. */
export interface NotificationForMail {
  type: NotificationType;
  scope: NotificationScope;
  targetId: number | null;
  /** Text its sender wrote (a broadcast, an admin's message on a decision). */
  message: string | null;
  data: NotificationData;
}

/** The message's content in one language's `translations`. */
export function notificationMailContent(translations: Translations, notification: NotificationForMail): Omit<MailMessage, 'accountId' | 'language'> {
  const { type, scope, message, data } = notification;
  // The notifications' own texts, as the app shows them (their keys: schemas/src/notifications).
  const sentence = fillText(translations[notificationTextKey(type, scope)] ?? translations[notificationNameKey(type)] ?? type, {
    title: data.title ?? '', from: data.fromName ?? translations['notifications.someone'] ?? '',
  });
  const { 'mail.notification.open': open } = serverTexts(translations, ['mail.notification.open']);
  const link = NOTIFICATION_TYPES[type].link({ targetId: notification.targetId, data }, scope);
  return {
    subject: sentence,
    text: message ? `${sentence}\n\n${message}` : sentence,
    html: `<p style="font-size:18px;font-weight:600;margin:16px 0">${e(sentence)}</p>${message ? `\n<p style="white-space:pre-line">${e(message)}</p>` : ''}`,
    ...(link !== null && { action: { label: open, path: `${BASE_PATHS.app}${link}` } }),
    preference: { eventName: type, scope },
  };
}

/** Queues the e-mail of `notification` for `recipients`, in the caller's transaction. */
export async function enqueueNotificationMail(db: Trx, recipients: readonly number[], notification: NotificationForMail): Promise<void> {
  if (recipients.length === 0) return;
  for (const [language, accountIds] of await recipientsByLanguage(db, recipients)) {
    await enqueueMailToMany(db, accountIds, { ...notificationMailContent(await memberTexts(db, language), notification), language });
  }
}
