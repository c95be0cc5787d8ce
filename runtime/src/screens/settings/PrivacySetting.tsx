import { useId } from 'react';
import { Switch } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useAppActions, useUser } from '../../state/hooks.ts';
import { useSaveSetting } from './use-save-setting.ts';

/**
 * Whether other members see when this member is online (spec §6 connectivity privacy): a switch,
 * on while presence is shared. Saved at once; "Saved" or a failure notice tells how it went (§8).
 */
export function PrivacySetting() {
  const { t } = useTranslation();
  const user = useUser();
  const { setConnectivityPrivate } = useAppActions();
  const { saving, save } = useSaveSetting();
  const id = useId();
  const shared = user.profile.data.meta.settings?.privacy?.isConnectivityPrivate !== true;

  return (
    <div className="t-switch-field">
      <label htmlFor={id}>{t('settings.showOnline')}</label>
      <Switch.Root
        id={id}
        className="t-switch"
        checked={shared}
        disabled={saving}
        onCheckedChange={(show) => void save(() => setConnectivityPrivate(!show))}
      >
        <Switch.Thumb className="t-switch__thumb" />
      </Switch.Root>
    </div>
  );
}
