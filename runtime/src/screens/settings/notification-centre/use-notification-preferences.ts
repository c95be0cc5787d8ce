import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FollowedItem, Subscribable, UpdatePreferencesBody } from '@tessera/schemas';
import { api } from '../../../api/api.ts';
import { notify } from '../../../shell/notices/notices-store.ts';
import { useToldFollowedItems } from '../../../shell/notifications/followed-items-signal.ts';

export interface NotificationPreferences {
  user: Subscribable[] | null;
  /** Null while loading, and for members who do not pass the administration check. */
  admin: Subscribable[] | null;
  followed: FollowedItem[] | null;
  failed: boolean;
  update(body: UpdatePreferencesBody): Promise<void>;
}

const quiet = { quiet: true, cache: false } as const;

/**
 * The member's preferences (and the admin ones when `admin`), and what they follow, with the one
 * way to change them. A failed change shows its error in a notice (data spec §8) and the state
 * is then updated from what the server answers anyway: the preferences read again.
 */
export function useNotificationPreferences(admin: boolean): NotificationPreferences {
  const { t } = useTranslation();
  const [user, setUser] = useState<Subscribable[] | null>(null);
  const [adminPreferences, setAdmin] = useState<Subscribable[] | null>(null);
  const [followed, setFollowed] = useState<FollowedItem[] | null>(null);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    const [own, others, items] = await Promise.all([
      api.call('GET /profile/notifications/userPreferences', quiet),
      admin ? api.call('GET /profile/notifications/adminPreferences', quiet) : Promise.resolve(null),
      api.call('POST /profile/notifications/getFollowedItems', { body: {}, quiet: true }),
    ]);
    setUser(own.preferences);
    setAdmin(others?.preferences ?? null);
    setFollowed(items.items);
  }, [admin]);

  useEffect(() => {
    reload().catch(() => setFailed(true));
  }, [reload]);

  // Another tab muted or unmuted something.
  const told = useToldFollowedItems();
  useEffect(() => {
    if (told) setFollowed([...told]);
  }, [told]);

  const update = useCallback(async (body: UpdatePreferencesBody) => {
    try {
      const reply = await api.call('POST /profile/notifications/updateUserPreferences', { body });
      (body.admin ? setAdmin : setUser)(reply.preferences);
      setFollowed(reply.followedItems);
    } catch (error) {
      console.error('Saving a notification preference failed:', error);
      notify({ colour: 'negative', message: t('notifications.centre.saveFailed', { message: error instanceof Error ? error.message : String(error) }) });
      await reload().catch(() => setFailed(true));
    }
  }, [reload, t]);

  return { user, admin: adminPreferences, followed, failed, update };
}
