// How the signed-in app brings each kind of data up to date when an event says it changed
// (issue 3 contract, "Client reactions"): flag the cached replies dirty, refetch, swap into the
// app state.
import type { LanguageCode, User } from '@tessera/schemas';
import { api } from '../api/api.ts';
import { messageArrived, reloadLoadedChats, unreadChanged } from '../chat/chat-store.ts';
import { i18n } from '../i18n/i18n.ts';
import { notify } from '../shell/notices/notices-store.ts';
import { followedItemsSignal } from '../shell/notifications/followed-items-signal.ts';
import { notificationsStore } from '../shell/notifications/notifications-store.ts';
import { profiles } from '../loaders/profiles.ts';
import { postsChanged } from '../posts/posts-live.ts';
import { checkServerBuild } from '../pwa/update-checks.ts';
import type { AppUpdates } from '../state/app-updates.ts';
import type { LiveTarget } from './reactions.ts';

/** What the app shows now, read when an event arrives. */
export interface LiveContext {
  language: LanguageCode;
  user: User;
}

/**
 * What the server reads of `user` to decide which pages and blocks they see (the visibility rules
 * read the account, the profile's fields and the list memberships): all but the profile meta,
 * which only the member's own settings and state live in.
 */
function viewerOf(user: User): string {
  const { meta: _meta, ...data } = user.profile.data;
  return JSON.stringify({ ...user, profile: { ...user.profile, data } });
}

/** The live target of the signed-in app: `updates` from <AppProvider>, `current` its latest state. */
export function liveTarget(updates: AppUpdates, current: () => LiveContext): LiveTarget {
  async function refreshUser(): Promise<User> {
    api.markDirty('user');
    const user = await api.call('GET /user');
    updates.replaceUser(user);
    return user;
  }

  /**
   * Every structure reply may name what changed (a title, a slug): all are flagged dirty, and the
   * pages under `stalePages` on screen are refetched now (invalidate refetches what a screen
   * shows), the rest when next read.
   */
  async function refetchStructure(stalePages: string[]): Promise<void> {
    api.markDirty('structure');
    for (const prefix of stalePages) api.invalidate(prefix);
    updates.replaceStructure(await api.call('GET /structure', { query: { language: current().language } }));
  }

  return {
    structureChanged: (pageIds) => refetchStructure(pageIds.map((pageId) => `structure/page/${pageId}`)),
    // Which pages changed is not known: every page on screen.
    structureMissed: () => refetchStructure(['structure/page/']),
    async settingsChanged() {
      api.markDirty('settings');
      updates.replaceSettings(await api.call('GET /settings', { query: { language: current().language } }));
    },
    async permissionsChanged() {
      api.markDirty('user/permissions');
      updates.replacePermissions(await api.call('GET /user/permissions'));
    },
    async translationsChanged(language) {
      api.markDirty(`i18n/${language}`);
      // Another language's bundle is fetched fresh when the member switches to it.
      if (language === current().language) await updates.replaceI18n(await api.call('GET /i18n/{language}', { params: { language } }));
    },
    async profileChanged(accountId) {
      profiles.dropProfile(accountId);
      api.invalidate(`profile/${accountId}`);
      // The user's own profile is also part of the app state (the header's name and avatar).
      if (accountId === current().user.accountId) await refreshUser();
    },
    async userChanged() {
      // The server decides which pages and blocks the member sees from their account, profile and
      // list memberships: when those changed (not only the meta: a theme, a reaction), the
      // structure and the open pages are fetched again.
      const before = viewerOf(current().user);
      if (viewerOf(await refreshUser()) !== before) await refetchStructure(['structure/page/']);
    },
    // Every list reply may show a changed list (GET userLists, getSome, members): all are refetched
    // when on screen, the rest when next read.
    // Applications show their list's places left: they are refetched too.
    userListsChanged() {
      api.invalidate('userLists');
      api.invalidate('applications');
    },
    membershipStateChanged({ state, message, byAdmin }) {
      api.invalidate('applications');
      if (!byAdmin) return; // the member's own change, made in another tab
      const text = i18n.t(`applications.notice.${state}`);
      notify({ colour: state === 'accepted' ? 'positive' : 'info', message: message ? `${text} ${i18n.t('applications.notice.message', { message })}` : text, timeout: 10000 });
    },
    chatMessage: (event) => messageArrived(event, current().user.accountId),
    chatUnread: unreadChanged,
    chatMissed: reloadLoadedChats,
    postsChanged,
    notificationReceived: (notification) => notificationsStore.receive(notification),
    // A failed refetch is logged by the API client; the next connection or opening tries again.
    notificationsMissed: () => void notificationsStore.catchUp().catch(() => {}),
    followedItemsChanged: (items) => followedItemsSignal.tell(items),
    serverBuild: (build) => void checkServerBuild(build),
  };
}
