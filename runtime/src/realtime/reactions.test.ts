import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachReactions, PERMISSIONS_JITTER_MS, type LiveTarget } from './reactions.ts';
import { FakeSocket } from './test-support/fake-socket.ts';

function fakeTarget() {
  return {
    structureChanged: vi.fn(async () => {}),
    structureMissed: vi.fn(async () => {}),
    settingsChanged: vi.fn(async () => {}),
    permissionsChanged: vi.fn(async () => {}),
    translationsChanged: vi.fn(async () => {}),
    profileChanged: vi.fn(async () => {}),
    userChanged: vi.fn(async () => {}),
    userListsChanged: vi.fn(),
    membershipStateChanged: vi.fn(),
    chatMessage: vi.fn(),
    chatUnread: vi.fn(),
    chatMissed: vi.fn(),
    notificationsMissed: vi.fn(),
    notificationReceived: vi.fn(),
    followedItemsChanged: vi.fn(),
    postsChanged: vi.fn(),
    serverBuild: vi.fn(),
  } satisfies LiveTarget;
}

/** The structure revision the app loaded (GET /init's) in these tests. */
const LOADED = 'instance-a.3';

function setUp(random = () => 0.5) {
  const socket = new FakeSocket();
  const target = fakeTarget();
  const detach = attachReactions(socket, target, LOADED, random);
  return { socket, target, detach };
}

/** How many target methods were called, in total. */
const calls = (target: ReturnType<typeof fakeTarget>) => Object.values(target).reduce((sum, fn) => sum + fn.mock.calls.length, 0);

describe('attachReactions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('items:changes refreshes the structure and names the changed pages', () => {
    const { socket, target } = setUp();
    socket.receive('items:changes', { items: [{ kind: 'page', id: 7, moduleId: 2 }, { kind: 'block', id: 40, pageId: 9 }] });
    expect(target.structureChanged).toHaveBeenCalledWith([7, 9]);
  });

  it('items:changes with no items (the structure as a whole, e.g. the module order) refreshes the structure', () => {
    const { socket, target } = setUp();
    socket.receive('items:changes', { items: [] });
    expect(target.structureChanged).toHaveBeenCalledWith([]);
  });

  it.each(['settings:changes', 'settings:updated'])('%s refreshes the settings', (event) => {
    const { socket, target } = setUp();
    socket.receive(event, event === 'settings:changes' ? { keys: ['name'] } : { settings: {} });
    expect(target.settingsChanged).toHaveBeenCalledTimes(1);
  });

  it('permissions:update refreshes the permissions after a random delay of up to 3 s', () => {
    const { socket, target } = setUp(() => 0.5);
    socket.receive('permissions:update', {});

    vi.advanceTimersByTime(PERMISSIONS_JITTER_MS * 0.5 - 1);
    expect(target.permissionsChanged).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(target.permissionsChanged).toHaveBeenCalledTimes(1);
  });

  it('waits no longer than 3 s, and one refresh covers the updates that arrive meanwhile', () => {
    const { socket, target } = setUp(() => 0.9999);
    socket.receive('permissions:update', {});
    socket.receive('permissions:update', {});

    vi.advanceTimersByTime(PERMISSIONS_JITTER_MS);
    expect(target.permissionsChanged).toHaveBeenCalledTimes(1);
  });

  it('events:notification hands on the notification, and a malformed one is ignored', () => {
    const { socket, target } = setUp();
    const notification = {
      id: 5, list: 'system', type: 'acceptedOnMembership', typeId: 2, targetId: 3, message: null, date: '2026-11-26T09:00:00.000Z', seen: false, read: false, data: { userListId: 3 },
    };
    socket.receive('events:notification', notification);
    socket.receive('events:notification', { id: 'six' });
    expect(target.notificationReceived).toHaveBeenCalledTimes(1);
    expect(target.notificationReceived).toHaveBeenCalledWith(notification);
  });

  it('notifications:itemsToSubscribeTo hands on the followed items', () => {
    const { socket, target } = setUp();
    const items = [{ type: 'userList', id: 3, title: 'Crew', muted: true, followedAt: '2026-11-26T09:00:00.000Z' }];
    socket.receive('notifications:itemsToSubscribeTo', { followedItems: items });
    socket.receive('notifications:itemsToSubscribeTo', { followedItems: 'none' });
    expect(target.followedItemsChanged).toHaveBeenCalledTimes(1);
    expect(target.followedItemsChanged).toHaveBeenCalledWith(items);
  });

  it('userLists:changes names the lists, and a malformed one is ignored', () => {
    const { socket, target } = setUp();
    socket.receive('userLists:changes', { listIds: [3, 4] });
    socket.receive('userLists:changes', { listIds: 'all' });
    expect(target.userListsChanged).toHaveBeenCalledTimes(1);
    expect(target.userListsChanged).toHaveBeenCalledWith([3, 4]);
  });

  it("userLists:updated:state hands the member's request change on, and a malformed one is ignored", () => {
    const { socket, target } = setUp();
    const change = { requestId: 7, applicationId: 2, userListId: 3, state: 'accepted', from: 'applied', message: null, byAdmin: true };
    socket.receive('userLists:updated:state', change);
    socket.receive('userLists:updated:state', { ...change, state: 'maybe' });
    expect(target.membershipStateChanged).toHaveBeenCalledTimes(1);
    expect(target.membershipStateChanged).toHaveBeenCalledWith(change);
  });

  it('chat:newMessage and chat:unreadCount are handed on, and malformed ones ignored', () => {
    const { socket, target } = setUp();
    const message = { id: 5, chatId: 2, from: 1, type: 'text', date: '2026-01-01T10:00:00.000Z', meta: {}, message: '<p>Hi</p>' };
    socket.receive('chat:newMessage', { chatId: 2, participants: [1, 3], message });
    socket.receive('chat:newMessage', { chatId: 2, participants: [1], message });
    socket.receive('chat:unreadCount', { chatId: 2, unread: 1, total: 4 });
    socket.receive('chat:unreadCount', { chatId: 2, unread: -1, total: 4 });
    expect(target.chatMessage).toHaveBeenCalledExactlyOnceWith({ chatId: 2, participants: [1, 3], message });
    expect(target.chatUnread).toHaveBeenCalledExactlyOnceWith({ chatId: 2, unread: 1, total: 4 });
  });

  it('posts:changed is handed on, and a malformed one ignored', () => {
    const { socket, target } = setUp();
    socket.receive('posts:changed', { blockId: 4, id: 9, parentId: null, action: 'deleted' });
    socket.receive('posts:changed', { blockId: 4, id: 9, action: 'removed' });
    expect(target.postsChanged).toHaveBeenCalledExactlyOnceWith({ blockId: 4, id: 9, parentId: null, action: 'deleted' });
  });

  it('i18n:update reloads that language', () => {
    const { socket, target } = setUp();
    socket.receive('i18n:update', { language: 'de' });
    expect(target.translationsChanged).toHaveBeenCalledWith('de');
  });

  it("profile:update names the profile's account", () => {
    const { socket, target } = setUp();
    socket.receive('profile:update', { accountId: 12 });
    expect(target.profileChanged).toHaveBeenCalledWith(12);
  });

  it('user:updateData refreshes the user', () => {
    const { socket, target } = setUp();
    socket.receive('user:updateData', { accountId: 42 });
    expect(target.userChanged).toHaveBeenCalledTimes(1);
  });

  it("CONNECTED_INSTANCE passes on the server's build", () => {
    const { socket, target } = setUp();
    socket.receive('CONNECTED_INSTANCE', { instanceId: 'i-1', build: '2024-06-01', structureRevision: LOADED });
    expect(target.serverBuild).toHaveBeenCalledWith('2024-06-01');
    expect(target.chatMissed).toHaveBeenCalledTimes(1); // chat events sent before the connection
    expect(target.notificationsMissed).toHaveBeenCalledTimes(1); // and notifications
  });

  it('CONNECTED_INSTANCE at the revision the app loaded refetches nothing', () => {
    const { socket, target } = setUp();
    socket.receive('CONNECTED_INSTANCE', { instanceId: 'i-1', build: null, structureRevision: LOADED });
    expect(target.structureMissed).not.toHaveBeenCalled();
  });

  it('CONNECTED_INSTANCE at another revision (changed since GET /init) refetches the structure and open pages, once per revision', () => {
    const { socket, target } = setUp();
    socket.receive('CONNECTED_INSTANCE', { instanceId: 'i-1', build: null, structureRevision: 'instance-a.4' });
    expect(target.structureMissed).toHaveBeenCalledTimes(1);
    // Reconnected with nothing changed while it was down: nothing more to fetch.
    socket.receive('CONNECTED_INSTANCE', { instanceId: 'i-1', build: null, structureRevision: 'instance-a.4' });
    expect(target.structureMissed).toHaveBeenCalledTimes(1);
    // Reconnected after changes made while it was down (or to another instance): fetched again.
    socket.receive('CONNECTED_INSTANCE', { instanceId: 'i-2', build: null, structureRevision: 'instance-b.0' });
    expect(target.structureMissed).toHaveBeenCalledTimes(2);
  });

  it('ignores unknown events and malformed payloads', () => {
    const { socket, target } = setUp();
    socket.receive('chat:newMessage', { id: 1 });
    socket.receive('items:changes', 'everything');
    socket.receive('profile:update', {});
    socket.receive('i18n:update', { language: 'klingon' });
    socket.receive('items:changes', { items: [{ kind: 'page', id: 7 }, { kind: 'chair', id: 8 }] });
    socket.receive('CONNECTED_INSTANCE', { build: 'no-instance-id' });
    socket.receive('CONNECTED_INSTANCE', { instanceId: 'i-1', build: null });
    vi.runAllTimers();
    expect(calls(target)).toBe(0);
  });

  it('stops reacting once detached, pending permissions refresh included', () => {
    const { socket, target, detach } = setUp();
    socket.receive('permissions:update', {});
    detach();
    socket.receive('items:changes', { items: [] });
    vi.runAllTimers();
    expect(calls(target)).toBe(0);
  });

  it('keeps listening after a refresh fails', async () => {
    const { socket, target } = setUp();
    target.settingsChanged.mockRejectedValueOnce(new Error('offline'));
    socket.receive('settings:changes', { keys: [] });
    await Promise.resolve();
    socket.receive('settings:changes', { keys: [] });
    expect(target.settingsChanged).toHaveBeenCalledTimes(2);
  });
});
