import type { Chat, ChatMessage, ChatMessagesReply, ChatsReply, ChatUnreadCountEvent, ErrorReply, Notification, Profile } from '@tessera/schemas';
import { expect, it } from 'vitest';
import { createAccount } from '../../operations/accounts/create-account.ts';
import { SYSTEM_ACTOR } from '../../operations/actor.ts';
import { announcedChanges, apiCallerOf } from '../../testing/api-calls.ts';
import { expectMatchesSchema } from '../../testing/schema-assertions.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

describeAppOnEachDatabase('private chat', (current) => {
  const { call } = apiCallerOf(current);
  let counter = 0;
  /** A new member of their own, so the tests do not share conversations. */
  const newMember = async (firstName = 'Member') => {
    counter += 1;
    const email = `chatter${counter}@chat.test`;
    const { db, changes } = current();
    const profile = await createAccount({ db, changes }, SYSTEM_ACTOR, { email, passwordHash: 'not-used', role: 'member', data: { profile: { firstName, lastName: `N${counter}` }, meta: {} } });
    return { email, id: profile.accountId };
  };
  const send = (from: { email: string }, to: { id: number }, message: string, extra: object = {}) =>
    call(from.email, 'PUT', `/chat/private/${to.id}`, { targetId: to.id, message, ...extra });
  const sent = async (from: { email: string }, to: { id: number }, message: string) => {
    const response = await send(from, to, message);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ChatMessage>();
  };
  const chatsOf = async (member: { email: string }) => (await call(member.email, 'GET', '/chat/private')).json<ChatsReply>().chats;
  const messageCount = async () => Number((await current().db.selectFrom('chatMessages').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const announced = (work: () => Promise<unknown>) => announcedChanges(current().changes, work);

  it('sends a message, lists the conversation for both with the unread count, and tells both members', async () => {
    const [ada, grace] = [await newMember('Ada'), await newMember('Grace')];
    let message: ChatMessage | undefined;
    const changes = await announced(async () => {
      message = await sent(ada, grace, '<p>Hello <b>Grace</b></p>');
    });
    expectMatchesSchema(message, 'api/chat', 'chatMessage');
    expect(message).toMatchObject({ from: ada.id, type: 'text', message: '<p>Hello <b>Grace</b></p>', meta: {} });
    expect(changes).toEqual([
      { scope: 'notifications', delivered: [{ accountId: grace.id, notification: expect.objectContaining({ type: 'newMessage', targetId: message!.chatId, message: 'Hello Grace' }) }] },
      { scope: 'chatMessage', event: { chatId: message!.chatId, participants: [ada.id, grace.id], message } },
      { scope: 'chatUnread', accountId: grace.id, event: { chatId: message!.chatId, unread: 1, total: 1 } },
    ]);
    // Grace's notification names Ada and opens their conversation.
    const [notice] = (await call(grace.email, 'GET', '/profile/notifications/chat/0')).json<{ items: Notification[] }>().items;
    expect(notice).toMatchObject({ type: 'newMessage', seen: false, data: { fromAccountId: ada.id, fromName: `Ada N${counter - 1}` } });
    const listed = (await call(grace.email, 'GET', '/chat/private')).json<ChatsReply>();
    expectMatchesSchema(listed, 'api/chat', 'chatsReply');
    const [graces] = listed.chats;
    expect(graces).toMatchObject({ id: message!.chatId, with: ada.id, name: `Ada N${counter - 1}`, unread: 1, canSend: true, latestMessage: { id: message!.id, targetId: ada.id, from: ada.id } });
    expect((await chatsOf(ada))[0]).toMatchObject({ with: grace.id, unread: 0 });
  });

  it('marks a conversation read: the unread count goes to 0 and the member\'s devices are told once', async () => {
    const [ada, grace] = [await newMember(), await newMember()];
    await sent(ada, grace, 'one');
    const { chatId } = await sent(ada, grace, 'two');
    let reply: ChatUnreadCountEvent | undefined;
    const changes = await announced(async () => {
      reply = (await call(grace.email, 'GET', `/communications/${chatId}/markAsRead`)).json<ChatUnreadCountEvent>();
    });
    expect(reply).toEqual({ chatId, unread: 0, total: 0 });
    expect(changes).toEqual([{ scope: 'chatUnread', accountId: grace.id, event: reply }]);
    expect(await announced(() => call(grace.email, 'GET', `/communications/${chatId}/markAsRead`))).toEqual([]);
    expect((await chatsOf(grace))[0]?.unread).toBe(0);
    // Two messages made one notification (one a conversation until it is read), read with it; the
    // next message makes a new one.
    const notices = async () => (await call(grace.email, 'GET', '/profile/notifications/chat/0')).json<{ items: Notification[] }>().items;
    expect((await notices()).map((notice) => [notice.message, notice.read])).toEqual([['one', true]]);
    await sent(ada, grace, 'three');
    expect((await notices()).map((notice) => [notice.message, notice.read])).toEqual([['three', false], ['one', true]]);
  });

  it('pages the history newest first, 10 by default, and `before` keeps older pages steady', async () => {
    const [ada, grace] = [await newMember(), await newMember()];
    const ids: number[] = [];
    for (let i = 1; i <= 23; i++) ids.push((await sent(i % 2 ? ada : grace, i % 2 ? grace : ada, `message ${i}`)).id);
    const chatId = (await chatsOf(ada))[0]!.id;
    const first = (await call(ada.email, 'GET', `/chat/private/${chatId}?page=0`)).json<ChatMessagesReply>();
    expectMatchesSchema(first, 'api/chat', 'chatMessagesReply');
    expect(first.messages.map((m) => m.message)).toEqual(Array.from({ length: 10 }, (_, i) => `message ${14 + i}`));
    expect(first).toMatchObject({ more: true, total: 23 });
    await sent(ada, grace, 'arrived meanwhile');
    const older = (await call(ada.email, 'GET', `/chat/private/${chatId}?page=0&limit=10&before=${first.messages[0]!.id}`)).json<ChatMessagesReply>();
    expect(older.messages.map((m) => m.id)).toEqual(ids.slice(3, 13));
    const oldest = (await call(ada.email, 'GET', `/chat/private/${chatId}?page=1&limit=10&before=${first.messages[0]!.id}`)).json<ChatMessagesReply>();
    expect(oldest.messages.map((m) => m.id)).toEqual(ids.slice(0, 3));
    expect(oldest.more).toBe(false);
  });

  it("does not let a member read, mark or annotate others' conversations", async () => {
    const [ada, grace, eve] = [await newMember(), await newMember(), await newMember()];
    const { chatId, id } = await sent(ada, grace, 'private');
    expect((await call(eve.email, 'GET', `/chat/private/${chatId}`)).statusCode).toBe(404);
    expect((await call(eve.email, 'GET', `/communications/${chatId}/markAsRead`)).statusCode).toBe(404);
    expect((await call(eve.email, 'POST', `/communications/${chatId}/${id}/meta`, { meta: { x: 1 } })).statusCode).toBe(404);
    expect(await chatsOf(eve)).toEqual([]);
    expect((await current().app.inject({ method: 'GET', url: '/api/v1/chat/private' })).statusCode).toBe(401);
  });

  it('lets either member set a message\'s meta, and only its sender move its time', async () => {
    const [ada, grace] = [await newMember(), await newMember()];
    const { chatId, id, date } = await sent(ada, grace, 'hello');
    const liked = await call(grace.email, 'POST', `/communications/${chatId}/${id}/meta`, { meta: { liked: true } });
    expect(liked.json<ChatMessage>()).toMatchObject({ id, meta: { liked: true }, date });
    expect((await call(grace.email, 'POST', `/communications/${chatId}/${id}/meta`, { meta: {}, updateSentTimestamp: true })).statusCode).toBe(403);
    const moved = (await call(ada.email, 'POST', `/communications/${chatId}/${id}/meta`, { meta: { edited: true }, updateSentTimestamp: true })).json<ChatMessage>();
    expect(moved.date >= date).toBe(true);
    expect((await call(ada.email, 'POST', `/communications/${chatId}/999999/meta`, { meta: {} })).statusCode).toBe(404);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const [ada, grace] = [await newMember(), await newMember()];
    const before = await messageCount();
    const refused = [
      await send(ada, grace, ''),
      await send(ada, grace, '<script>alert(1)</script>'), // nothing readable once sanitised
      await send(ada, grace, '<p> <br> </p>'),
      await send(ada, grace, 'x'.repeat(10_001)),
      await send(ada, grace, 'hi', { type: 'video' }),
      await send(ada, grace, 'hi', { unknown: true }),
      await send(ada, grace, 'hi', { meta: { big: 'x'.repeat(5000) } }),
      await call(ada.email, 'PUT', `/chat/private/${grace.id}`, { targetId: ada.id, message: 'mismatch' }),
      await call(ada.email, 'PUT', `/chat/private/${grace.id}`, { message: 'no target' }),
    ];
    for (const response of refused) expect(response.statusCode, response.body).toBe(400);
    expect(await messageCount()).toBe(before);
    expect(await chatsOf(ada)).toEqual([]);
  });

  it('starts a conversation with PUT chat/private {to}: listed for its starter only until a message, never with oneself', async () => {
    const [ada, grace] = [await newMember(), await newMember()];
    const started = await call(ada.email, 'PUT', '/chat/private', { to: grace.id });
    expect(started.statusCode, started.body).toBe(200);
    const chat = started.json<Chat>();
    expect(chat).toMatchObject({ with: grace.id, unread: 0, latestMessage: null, canSend: true });
    expect((await call(ada.email, 'PUT', '/chat/private', { to: grace.id })).json<Chat>().id).toBe(chat.id);
    expect((await chatsOf(ada)).map((c) => c.id)).toEqual([chat.id]);
    expect(await chatsOf(grace)).toEqual([]);
    const self = await call(ada.email, 'PUT', '/chat/private', { to: ada.id });
    expect(self.statusCode).toBe(403);
    expect(self.json<ErrorReply>().error).toBe('chatNotAllowed');
    expect((await call(ada.email, 'PUT', '/chat/private', { to: 987654 })).statusCode).toBe(404);
  });

  it('blocks: no messages either way, _canStartChat false both ways, until unblocked', async () => {
    const [ada, grace] = [await newMember(), await newMember()];
    await sent(ada, grace, 'before the block');
    const profileOf = async (reader: { email: string }, of: { id: number }) => (await call(reader.email, 'GET', `/profile/${of.id}`)).json<Profile>();
    expect((await profileOf(ada, grace))._canStartChat).toBe(true);
    expect((await profileOf(ada, ada))._canStartChat).toBe(false);

    const blocked = await call(grace.email, 'PUT', `/chat/private/blocked/${ada.id}`);
    expect(blocked.json()).toEqual({ accountIds: [ada.id] });
    const before = await messageCount();
    const refused = await send(ada, grace, 'after the block');
    expect(refused.statusCode).toBe(403);
    // The translated message of the member's language (the fixture's member speaks French; these English).
    expect(refused.json<ErrorReply>().message).toBe('You cannot send messages to this member.');
    expect((await send(grace, ada, 'nor back')).statusCode).toBe(403);
    expect((await call(ada.email, 'PUT', '/chat/private', { to: grace.id })).statusCode).toBe(403);
    expect(await messageCount()).toBe(before);
    expect((await profileOf(ada, grace))._canStartChat).toBe(false);
    expect((await profileOf(grace, ada))._canStartChat).toBe(false);
    expect((await chatsOf(ada))[0]?.canSend).toBe(false);
    expect((await call(grace.email, 'GET', '/chat/private/blocked')).json()).toEqual({ accountIds: [ada.id] });
    expect((await call(grace.email, 'PUT', `/chat/private/blocked/${grace.id}`)).statusCode).toBe(400);

    expect((await call(grace.email, 'DELETE', `/chat/private/blocked/${ada.id}`)).json()).toEqual({ accountIds: [] });
    await sent(ada, grace, 'after the unblock');
    expect((await profileOf(ada, grace))._canStartChat).toBe(true);
  });
});
