import { useTranslation } from 'react-i18next';
import { useSettings } from '../state/hooks.ts';
import { presenceShown } from './presence.ts';
import './presence-indicator.css';

/** A person's connectivity light with its word (never colour alone), as the site's settings say (see presenceShown). */
export function PresenceIndicator({ online }: { online: boolean | undefined }) {
  const { t } = useTranslation();
  const shown = presenceShown(useSettings().userConnectivity, online);
  if (shown === null) return null;
  return (
    <span className={`presence presence--${shown}`} data-presence={shown}>
      <span className="presence__light" aria-hidden="true" />
      {t(shown === 'online' ? 'profile.presence.online' : 'profile.presence.offline')}
    </span>
  );
}
