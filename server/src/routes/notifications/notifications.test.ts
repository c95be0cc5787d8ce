import type { Broadcast, ErrorReply, Notification, NotificationsPage, PreferencesReply, UpdatePreferencesReply } from '@tessera/schemas';
import { expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../operations/actor.ts';
import { createAccount } from '../../operations/accounts/create-account.ts';
import type { Change } from '../../operations/context.ts';
import { notify } from '../../operations/notifications/notify.ts';
import { apiCallerOf } from '../../testing/api-calls.ts';
import { expectMatchesSchema } from '../../testing/schema-assertions.ts';
import { describeAppOnEachDatabase, type TestApp } from '../../testing/test-app.ts';

describeAppOnEachDatabase('notifications, preferences, followed items and broadcasts', (current) => {
  const { call } = apiCallerOf(current);
  const ADMIN = 'admin@fixture.test';
  let counter = 0;
  const newMember = async ({ db, changes }: TestApp = current()) => {
    counter += 1;
    const email = `member${counter}@notifications.test`;
    const profile = await createAccount({ db, changes }, SYSTEM_ACTOR, { email, passwordHash: 'not-used', role: 'member', data: { profile: { firstName: `Member ${counter}` }, meta: {} } });
    return { email, accountId: profile.accountId };
  };
  const newList = async (): Promise<number> => {
    counter += 1;
    const response = await call(ADMIN, 'PUT', '/userLists', { userList: { label: `Club ${counter}`, type: 'group' } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ id: number }>().id;
  };
  const addMember = async (listId: number, accountId: number) => {
    const response = await call(ADMIN, 'POST', `/userLists/${listId}/users`, { accounts: [accountId] });
    expect(response.statusCode, response.body).toBe(200);
  };
  const count = async (email: string, list: string) => (await call(email, 'GET', `/profile/notifications/count/${list}`)).json<{ count: number }>().count;
  const page = async (email: string, list: string, number = 0, limit?: number) =>
    (await call(email, 'GET', `/profile/notifications/${list}/${number}${limit ? `?limit=${limit}` : ''}`)).json<NotificationsPage>();
  const tell = (accountIds: number[], type: Parameters<typeof notify>[1]['type'] = 'broadcastNotificationToList', extra: Partial<Parameters<typeof notify>[1]> = {}) =>
    notify({ db: current().db, changes: current().changes }, { recipients: accountIds, type, message: 'Hello', ...extra });

  it('counts unseen per list, pages newest first, clears a list when seen and marks read', async () => {
    const member = await newMember();
    for (let index = 0; index < 12; index += 1) await tell([member.accountId], 'broadcastNotificationToList', { message: `Note ${index}` });
    await tell([member.accountId], 'newMessage', { data: { fromAccountId: 1 } });
    expect(await count(member.email, 'system')).toBe(12);
    expect(await count(member.email, 'chat')).toBe(1);
    expect(await count(member.email, 'admin')).toBe(0);

    const first = await page(member.email, 'system');
    expectMatchesSchema(first, 'api/notifications', 'notificationsPage');
    expect(first.items.map((item) => item.message)).toEqual(['Note 11', 'Note 10', 'Note 9', 'Note 8', 'Note 7', 'Note 6', 'Note 5', 'Note 4', 'Note 3', 'Note 2']);
    expect(first).toMatchObject({ more: true, total: 12 });
    const second = await page(member.email, 'system', 1);
    expect(second.items.map((item) => item.message)).toEqual(['Note 1', 'Note 0']);
    expect(second.more).toBe(false);
    expect((await page(member.email, 'system', 2, 5)).items).toHaveLength(2);

    expect((await call(member.email, 'POST', '/profile/notifications/seen/system')).json()).toEqual({ count: 0 });
    expect(await count(member.email, 'system')).toBe(0);
    expect(await count(member.email, 'chat')).toBe(1); // another list keeps its badge
    expect((await page(member.email, 'system')).items.every((item) => item.seen && !item.read)).toBe(true);

    const [chat] = (await page(member.email, 'chat')).items as [Notification];
    const other = await newMember();
    await tell([other.accountId]);
    const [othersId] = (await page(other.email, 'system')).items.map((item) => item.id);
    const read = await call(member.email, 'POST', '/profile/notifications/read', { notificationIds: [chat.id, othersId] });
    expect(read.json()).toEqual({ changed: 1 });
    expect((await page(member.email, 'chat')).items[0]).toMatchObject({ id: chat.id, seen: true, read: true });
    expect((await page(other.email, 'system')).items[0]).toMatchObject({ seen: false, read: false }); // not the reader's: untouched
  });

  it('refuses bad input with 400, changing nothing', async () => {
    const member = await newMember();
    await tell([member.accountId]);
    for (const [url, payload] of [
      ['/profile/notifications/read', { notificationIds: [] }],
      ['/profile/notifications/read', { notificationIds: ['x'] }],
      ['/profile/notifications/seen/weekly', undefined],
      ['/profile/notifications/updateUserPreferences', { event: 'noSuchEvent', active: false, preferenceType: 'inApp' }],
      ['/profile/notifications/updateUserPreferences', { event: 'acceptedOnMembership', active: false, preferenceType: 'sms' }],
      ['/profile/notifications/updateUserPreferences', { event: 'entityCreated', active: false, preferenceType: 'inApp' }],
      ['/profile/notifications/updateUserPreferences', { event: 'all', active: true, preferenceType: 'muted', type: 'userList', targetId: 999999 }],
      ['/profile/notifications/getFollowedItems', { muted: 'yes' }],
    ] as const) {
      const response = await call(member.email, 'POST', url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
    }
    expect((await call(member.email, 'GET', '/profile/notifications/weekly/0')).statusCode).toBe(400);
    expect(await count(member.email, 'system')).toBe(1);
    expect(await current().db.selectFrom('notificationPreferences').select('eventName').where('accountId', '=', member.accountId).execute()).toEqual([]);
  });

  it('keeps preferences: in-app off stores nothing but e-mail is still wanted; defaults until chosen', async () => {
    const member = await newMember();
    const before = (await call(member.email, 'GET', '/profile/notifications/userPreferences')).json<PreferencesReply>();
    expectMatchesSchema(before, 'api/notifications', 'preferencesReply');
    expect(before.preferences.find((p) => p.eventName === 'broadcastNotificationToList')).toEqual({
      eventName: 'broadcastNotificationToList', id: 0, type: 'system', scope: 'user', active: true, inAppActive: true,
    });
    expect(before.preferences.some((p) => p.eventName === 'newApplication')).toBe(false); // an admin event

    const off = await call(member.email, 'POST', '/profile/notifications/updateUserPreferences', { event: 'broadcastNotificationToList', active: false, preferenceType: 'inApp' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<UpdatePreferencesReply>().preferences.find((p) => p.eventName === 'broadcastNotificationToList')).toMatchObject({ active: true, inAppActive: false });
    const result = await tell([member.accountId]);
    expect(result).toEqual({ stored: [], emailTo: [member.accountId] });
    expect(await count(member.email, 'system')).toBe(0);

    await call(member.email, 'POST', '/profile/notifications/updateUserPreferences', { event: 'broadcastNotificationToList', active: false, preferenceType: 'email' });
    expect((await tell([member.accountId])).emailTo).toEqual([]);
  });

  it('creates nothing for a muted followed item, and tells the other tabs of the mute', async () => {
    const member = await newMember();
    const listId = await newList();
    const item = { type: 'userList', id: listId } as const;
    await tell([member.accountId], 'acceptedOnMembership', { item, data: { userListId: listId } });
    const followed = await call(member.email, 'POST', '/profile/notifications/getFollowedItems', {});
    expect(followed.json()).toMatchObject({ items: [{ type: 'userList', id: listId, muted: false }] });

    const told: Change[] = [];
    const stop = current().changes.subscribe('clients', (changes) => told.push(...changes));
    const muted = await call(member.email, 'POST', '/profile/notifications/updateUserPreferences', { event: 'all', active: true, preferenceType: 'muted', type: 'userList', targetId: listId });
    stop();
    expect(muted.statusCode, muted.body).toBe(200);
    expect(told).toEqual([{ scope: 'followedItems', accountId: member.accountId, items: [expect.objectContaining({ id: listId, muted: true })] }]);
    expect((await call(member.email, 'POST', '/profile/notifications/getFollowedItems', { muted: false })).json()).toEqual({ items: [] });

    const result = await tell([member.accountId], 'returnedOnMembership', { item, data: { userListId: listId } });
    expect(result).toEqual({ stored: [], emailTo: [] });
    expect(await count(member.email, 'system')).toBe(1);
  });

  it('lets only those passing the administration check read admin preferences and the history', async () => {
    const member = await newMember();
    for (const url of ['/profile/notifications/adminPreferences', '/profile/notifications/notificationHistory']) {
      const refused = await call(member.email, 'GET', url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ErrorReply>().error).toBe('Forbidden');
      expect((await call(ADMIN, 'GET', url)).statusCode).toBe(200);
    }
    expect((await call(member.email, 'POST', '/profile/notifications/updateUserPreferences', { event: 'newApplication', active: false, preferenceType: 'email', admin: true })).statusCode).toBe(403);
    const admin = (await call(ADMIN, 'GET', '/profile/notifications/adminPreferences')).json<PreferencesReply>();
    expect(admin.preferences.map((p) => p.eventName)).toEqual(['withdrawnOnMembership', 'newApplication', 'abuseReported']);
    expect(admin.preferences.every((p) => p.scope === 'admin' && p.type === 'admin')).toBe(true);
  });

  it('broadcasts to every member of the chosen lists exactly once, and nobody else', async () => {
    const [both, onlyFirst, onlySecond, outsider, applicant] = [await newMember(), await newMember(), await newMember(), await newMember(), await newMember()];
    const first = await newList();
    const second = await newList();
    await addMember(first, both.accountId);
    await addMember(second, both.accountId);
    await addMember(first, onlyFirst.accountId);
    await addMember(second, onlySecond.accountId);
    await current().db.insertInto('listMemberships').values({ userListId: first, accountId: applicant.accountId, state: 'applied' }).execute();

    const body = { listIds: [first, second] };
    expect((await call(both.email, 'POST', '/notifications/broadcast/recipients', body)).statusCode).toBe(403);
    expect((await call(both.email, 'POST', '/notifications/broadcast', { ...body, message: 'Hi' })).statusCode).toBe(403);
    expect((await call(ADMIN, 'POST', '/notifications/broadcast/recipients', { listIds: [first, 2147483000] })).statusCode).toBe(404);
    expect((await call(ADMIN, 'POST', '/notifications/broadcast', { ...body, message: '' })).statusCode).toBe(400);
    expect((await call(ADMIN, 'POST', '/notifications/broadcast/recipients', body)).json()).toEqual({ count: 3 });

    const sent = await call(ADMIN, 'POST', '/notifications/broadcast', { ...body, message: 'The workshop opens at nine.' });
    expect(sent.statusCode, sent.body).toBe(200);
    const broadcast = sent.json<Broadcast>();
    expectMatchesSchema(broadcast, 'api/notifications', 'broadcast');
    expect(broadcast).toMatchObject({ recipientCount: 3, message: 'The workshop opens at nine.', lists: [{ id: first }, { id: second }] });
    for (const member of [both, onlyFirst, onlySecond]) {
      const { items } = await page(member.email, 'system');
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ type: 'broadcastNotificationToList', typeId: 3, targetId: broadcast.id, message: 'The workshop opens at nine.' });
    }
    for (const member of [outsider, applicant]) expect(await count(member.email, 'system')).toBe(0);

    const history = (await call(ADMIN, 'GET', '/profile/notifications/notificationHistory')).json<{ broadcasts: Broadcast[] }>();
    expect(history.broadcasts[0]).toEqual(broadcast);
  });

  it('tells a list\'s deciders of an application, and the member of the decision', async () => {
    const member = await newMember();
    const listId = await newList();
    const application = (await call(ADMIN, 'PUT', '/applications', { label: 'Join', listId })).json<{ id: number }>();
    const adminBefore = await count(ADMIN, 'admin');
    const applied = await call(member.email, 'POST', `/applications/${application.id}/request/me/applied/0`, {});
    expect(applied.statusCode, applied.body).toBe(200);
    const requestId = applied.json<{ id: number }>().id;
    expect(await count(ADMIN, 'admin')).toBe(adminBefore + 1);
    expect((await page(ADMIN, 'admin')).items[0]).toMatchObject({
      type: 'newApplication', list: 'admin', typeId: 2, targetId: requestId, data: { userListId: listId, fromAccountId: member.accountId, fromName: `Member ${counter - 1}` },
    });
    expect(await count(member.email, 'system')).toBe(0); // their own action
    expect((await call(member.email, 'POST', '/profile/notifications/getFollowedItems', {})).json()).toMatchObject({ items: [{ id: listId }] });

    const told: Change[] = [];
    const stop = current().changes.subscribe('clients', (changes) => told.push(...changes));
    const accepted = await call(ADMIN, 'POST', `/applications/membershipRequests/admin/${requestId}/accepted`, { message: 'Welcome aboard' });
    stop();
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [notification] = (await page(member.email, 'system')).items as [Notification];
    expect(notification).toMatchObject({ type: 'acceptedOnMembership', targetId: listId, message: 'Welcome aboard', data: { userListId: listId } });
    expect(told).toContainEqual({ scope: 'notifications', delivered: [{ accountId: member.accountId, notification }] });

    const quiet = await call(ADMIN, 'POST', `/applications/membershipRequests/admin/${requestId}/completed`, { shouldSendNotifications: false });
    expect(quiet.statusCode, quiet.body).toBe(200);
    expect(await count(member.email, 'system')).toBe(1);

    const withdrawnBefore = await count(ADMIN, 'admin');
    await call(ADMIN, 'POST', `/applications/membershipRequests/admin/${requestId}/accepted`, {});
    await call(member.email, 'POST', `/applications/${application.id}/request/me/withdrawn/0`, {});
    expect(await count(ADMIN, 'admin')).toBe(withdrawnBefore + 1);
    expect((await page(ADMIN, 'admin')).items[0]).toMatchObject({ type: 'withdrawnOnMembership', list: 'admin' });
  });
});
