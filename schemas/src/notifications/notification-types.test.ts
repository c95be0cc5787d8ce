import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, NOTIFICATION_TYPE_NAMES, knownNotificationType, type NotificationTypeDefinition, listOf, membershipNotificationType, notificationNameKey, notificationTextKey } from './notification-types.ts';
import { MEMBERSHIP_STATES } from '../applications/membership-transitions.ts';
import { unseenBadge } from './unseen-badge.ts';

// The types' texts are the notifications set's (schemas/i18n/notifications).
const en = JSON.parse(readFileSync(new URL('../../i18n/notifications/en.json', import.meta.url), 'utf8')) as Record<string, string>;

describe('the notification type table', () => {
  it('has every type of the fixed list (forms spec §9), newReaction (decision 0048), postRemoved and moderatorComment (decision 0049), each named and with a text for each scope it is sent with, and no other texts', () => {
    expect(NOTIFICATION_TYPE_NAMES).toHaveLength(26);
    const expected = NOTIFICATION_TYPE_NAMES.flatMap((type) => [notificationNameKey(type), ...NOTIFICATION_TYPES[type].scopes.map((scope) => notificationTextKey(type, scope))]);
    const present = Object.keys(en).filter((key) => key.startsWith('notifications.types.'));
    expect(present.sort()).toEqual(expected.sort());
  });

  it('names a type for every membership state, in the list of a member or of admins', () => {
    for (const state of MEMBERSHIP_STATES) expect(NOTIFICATION_TYPES[membershipNotificationType(state)].typeId).toBe(2);
    expect(listOf('acceptedOnMembership', 'user')).toBe('system');
    expect(listOf('withdrawnOnMembership', 'admin')).toBe('admin');
    expect(listOf('newMessage', 'user')).toBe('chat');
  });

  it('carries the typeIds of the spec: 3 admin, 6 new post, 7 new comment', () => {
    expect(NOTIFICATION_TYPES.broadcastNotificationToList.typeId).toBe(3);
    expect(NOTIFICATION_TYPES.newDiscussion.typeId).toBe(6);
    expect(NOTIFICATION_TYPES.newCommentReply.typeId).toBe(7);
  });

  it('knows a stored notification only by a type it has with that type\'s typeId', () => {
    expect(knownNotificationType({ type: 'newApplication', typeId: 2 })).toBe(NOTIFICATION_TYPES.newApplication);
    expect(knownNotificationType({ type: 'newApplication', typeId: 99 })).toBeUndefined();
    expect(knownNotificationType({ type: 'weeklyDigest', typeId: 2 })).toBeUndefined();
  });

  it('links a member to what the notification is about', () => {
    const about = { targetId: 12, data: { userListId: 4, fromAccountId: 9 } };
    const link = (type: keyof typeof NOTIFICATION_TYPES, scope: 'user' | 'admin') => (NOTIFICATION_TYPES[type] as NotificationTypeDefinition).link(about, scope);
    expect(link('newApplication', 'admin')).toBe('/admin/membershipRequests/12');
    expect(link('abuseReported', 'admin')).toBe('/admin/reportAbuse/12');
    expect(link('acceptedOnMembership', 'user')).toBe('/settings#notifications');
    expect(link('newMessage', 'user')).toBe('/chat/9');
    expect(link('broadcastNotificationToList', 'user')).toBeNull();
  });
});

describe('unseenBadge', () => {
  it('shows the count up to 9, then "9+", and nothing for none', () => {
    expect([0, 1, 9, 10, 250].map(unseenBadge)).toEqual(['', '1', '9', '9+', '9+']);
  });
});
