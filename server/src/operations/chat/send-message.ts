// The one write path of chat messages: starting a conversation and sending into it. The HTML is
// sanitised to the member HTML allow-list before it is stored; both members' devices hear the
// message and the recipient's the new unread count, on every instance, once it has committed.
import { memberHtmlText, publicName, type Chat, type ChatMessage, type ChatMessageMeta, type ChatMessageType } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import { sanitiseMemberHtml } from '../../html/sanitise-member-html.ts';
import type { Actor } from '../actor.ts';
import { writeSite, type Change, type OperationContext, type Trx } from '../context.ts';
import { notify } from '../notifications/notify.ts';
import { assertMayChat, memberOf, orderedPair } from './chat-members.ts';
import { assertMetaSize } from './message-meta.ts';
import { chatIdBetween, MESSAGE_COLUMNS, messageOf, readChat } from './read-chats.ts';

/** What a member sends (PUT chat/private/{targetId}). */
export interface OutgoingMessage {
  message: string;
  type?: ChatMessageType;
  connectionId?: number | null;
  meta?: ChatMessageMeta;
}

/** How much of a message its notification (and e-mail) repeats. */
const EXCERPT_LENGTH = 200;
const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text);

/** The conversation between `from` and `to`, created (with both members' read state) when there is none. */
async function openChat(trx: Trx, from: number, to: number): Promise<number> {
  // A concurrent first message may have opened it since the caller looked: the pair is unique.
  const [first, second] = orderedPair(from, to);
  await trx.insertInto('chats').values({ firstAccountId: first, secondAccountId: second, startedBy: from })
    .onConflict((oc) => oc.columns(['firstAccountId', 'secondAccountId']).doNothing()).execute();
  const chatId = (await chatIdBetween(trx, from, to))!;
  await trx.insertInto('chatMembers').values([{ chatId, accountId: first }, { chatId, accountId: second }])
    .onConflict((oc) => oc.columns(['chatId', 'accountId']).doNothing()).execute();
  return chatId;
}

/**
 * PUT chat/private {to}: starts the conversation with member `to`, or finds the one there is.
 * Refused: `to` is no member → PROFILE_NOT_FOUND; oneself, or a block either way → CHAT_NOT_ALLOWED.
 */
export async function startChat(ctx: OperationContext, actor: Actor, to: number): Promise<Chat> {
  const from = memberOf(actor);
  const chatId = await writeSite(ctx, [], async (trx) => {
    return (await assertMayChat(trx, from, to)) ?? openChat(trx, from, to);
  });
  return readChat(ctx.db, { ...actor, accountId: from }, chatId);
}

/**
 * PUT chat/private/{targetId}: sends `outgoing` to member `to`, starting the conversation when there
 * is none. Refused, storing nothing: as startChat, and a message with no text left once sanitised
 * → BAD_REQUEST. Stored with it: `to`'s newMessage notification (notify). Told after the commit:
 * chat:newMessage to both members, chat:unreadCount to `to`.
 */
export async function sendMessage(ctx: OperationContext, actor: Actor, to: number, outgoing: OutgoingMessage): Promise<ChatMessage> {
  const from = memberOf(actor);
  const html = sanitiseMemberHtml(outgoing.message);
  if (memberHtmlText(html) === '') throw appError('BAD_REQUEST', 'A message needs some text.');
  const meta = outgoing.meta ?? {};
  assertMetaSize(meta);
  const changes: Change[] = [];
  return writeSite(ctx, () => changes, async (trx, tx) => {
    const chatId = (await assertMayChat(trx, from, to)) ?? await openChat(trx, from, to);
    // The recipient's newMessage notification (their chat list; by e-mail when they asked for it),
    // stored with the message or not at all; one per conversation until they read it. Before the statement below, which locks the
    // conversation's rows until the commit: sends into one conversation wait for each other there.
    const sender = await trx.selectFrom('profiles').select('data').where('accountId', '=', from).executeTakeFirst();
    await notify(tx, {
      recipients: [to], type: 'newMessage', targetId: chatId, message: excerpt(memberHtmlText(html)), whileUnread: 'skip',
      data: { fromAccountId: from, ...(sender && { fromName: publicName(sender.data.profile, from) }) },
    });
    // One statement stores the message, makes it the latest and counts it unread for `to`: a
    // message costs the check above and this (the delivery benchmark sends 200 a second).
    const row = await trx
      .with('m', (db) => db.insertInto('chatMessages').values({
        chatId, fromAccountId: from, type: outgoing.type ?? 'text', html, meta: JSON.stringify(meta), connectionId: outgoing.connectionId ?? null,
      }).returning(MESSAGE_COLUMNS))
      .with('latest', (db) => db.updateTable('chats').set((eb) => ({ latestMessageId: eb.selectFrom('m').select('m.id') })).where('id', '=', chatId).returning('chats.id'))
      .with('u', (db) => db.updateTable('chatMembers').set((eb) => ({ unread: eb('unread', '+', 1) })).where('chatId', '=', chatId).where('accountId', '=', to).returning('unread'))
      .selectFrom(['m', 'u'])
      .select(MESSAGE_COLUMNS.map((column) => `m.${column}` as const))
      .select('u.unread')
      // The other conversations' unread, as the statement found them (its own updates are not visible to it).
      .select((eb) => eb.selectFrom('chatMembers').where('accountId', '=', to).where('chatId', '<>', chatId)
        .select((inner) => inner.fn.coalesce(inner.fn.sum<string>('unread'), inner.lit(0)).as('sum')).as('otherUnread'))
      .executeTakeFirstOrThrow();
    const message = messageOf(row);
    changes.push(
      { scope: 'chatMessage', event: { chatId, participants: orderedPair(from, to), message } },
      { scope: 'chatUnread', accountId: to, event: { chatId, unread: row.unread, total: row.unread + Number(row.otherUnread) } },
    );
    return message;
  });
}
