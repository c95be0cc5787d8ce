import { Switch } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { notificationNameKey, type Subscribable, type UpdatePreferencesBody } from '@tessera/schemas';

/**
 * One row per event with two switches: shown in the app, sent by e-mail. Each switch is named by
 * the event and the column, so a screen reader says which choice it is.
 */
export function PreferencesTable({ preferences, admin, onChange }: { preferences: readonly Subscribable[]; admin: boolean; onChange(body: UpdatePreferencesBody): void }) {
  const { t } = useTranslation();
  const change = (preference: Subscribable, preferenceType: 'inApp' | 'email', active: boolean) =>
    onChange({ event: preference.eventName, active, preferenceType, ...(admin && { admin: true }) });
  return (
    <table className="notification-centre__table">
      <thead>
        <tr>
          <th scope="col">{t('notifications.centre.event')}</th>
          <th scope="col">{t('notifications.centre.inApp')}</th>
          <th scope="col">{t('notifications.centre.email')}</th>
        </tr>
      </thead>
      <tbody>
        {preferences.map((preference) => {
          const name = t(notificationNameKey(preference.eventName));
          return (
            <tr key={preference.eventName} data-event={preference.eventName}>
              <th scope="row">{name}</th>
              <td>
                <Switch.Root className="t-switch" checked={preference.inAppActive} aria-label={`${name}: ${t('notifications.centre.inApp')}`}
                  onCheckedChange={(active) => change(preference, 'inApp', active)}>
                  <Switch.Thumb className="t-switch__thumb" />
                </Switch.Root>
              </td>
              <td>
                <Switch.Root className="t-switch" checked={preference.active} aria-label={`${name}: ${t('notifications.centre.email')}`}
                  onCheckedChange={(active) => change(preference, 'email', active)}>
                  <Switch.Thumb className="t-switch__thumb" />
                </Switch.Root>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
