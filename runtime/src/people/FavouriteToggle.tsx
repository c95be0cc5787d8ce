import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@tessera/schemas';
import { api } from '../api/api.ts';
import { Icon } from '../shell/icons/Icon.tsx';
import { useAppRuntime } from '../state/app-runtime.ts';
import { useAppActions, useUser } from '../state/hooks.ts';

/** The favourites type of members (data spec §3: favourites by type). */
const PROFILES = 'profiles';

/**
 * Adds a member to the signed-in member's favourites or takes them out (PUT /profile/favourites/add,
 * DELETE /profile/favourites). The member's own profile meta holds the list, so the button reads
 * it from their profile and stores the profile the server answers with.
 */
export function FavouriteToggle({ accountId, name }: { accountId: number; name: string }) {
  const { t } = useTranslation();
  const { user } = useAppRuntime().stores;
  const { notify } = useAppActions();
  const isFavourite = useUser((current) => current.profile.data.meta.favourites?.[PROFILES]?.some((entry) => entry.targetId === accountId) ?? false);
  const [saving, setSaving] = useState(false);

  async function toggle() {
    setSaving(true);
    try {
      const profile: Profile = isFavourite
        ? await api.call('DELETE /profile/favourites', { query: { type: PROFILES, targetId: accountId } })
        : await api.call('PUT /profile/favourites/add', { body: { type: PROFILES, value: accountId } });
      user.update((current) => ({ ...current, profile: { ...current.profile, data: profile.data } }));
      notify({ colour: 'positive', message: t(isFavourite ? 'profile.favourites.removed' : 'profile.favourites.added', { name }) });
    } catch {
      notify({ colour: 'negative', message: t('profile.favourites.failed') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <button
      type="button"
      className={`t-button favourite-toggle${isFavourite ? ' favourite-toggle--on' : ''}`}
      data-favourite={isFavourite}
      disabled={saving}
      onClick={() => void toggle()}
    >
      <Icon name="star" size={18} />
      {t(isFavourite ? 'profile.favourites.remove' : 'profile.favourites.add')}
    </button>
  );
}
