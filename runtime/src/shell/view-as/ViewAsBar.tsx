import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppRuntime } from '../../state/app-runtime.ts';
import { changeViewAs } from './change-view-as.ts';
import './view-as-bar.css';

/**
 * While an admin views the site as list members (shell spec §6), a bar at the very top of the
 * sticky header says so, naming the lists, with the Reset control: always in sight, on every screen.
 */
export function ViewAsBar() {
  const { t } = useTranslation();
  const { viewAs } = useAppRuntime().session;
  const [busy, setBusy] = useState(false);
  if (!viewAs) return null;
  const reset = async () => {
    setBusy(true);
    if (!(await changeViewAs(null, t('shell.viewAs.failed')))) setBusy(false);
  };
  return (
    <div className="view-as-bar" role="region" aria-label={t('shell.viewAs.label')} data-view-as={viewAs.listIds.join(',')}>
      <div className="view-as-bar__inner t-container">
        <p className="view-as-bar__text">{t('shell.viewAs.bar', { lists: viewAs.labels.join(', ') })}</p>
        <button type="button" className="view-as-bar__reset" onClick={() => void reset()} disabled={busy}>
          {t('shell.viewAs.reset')}
        </button>
      </div>
    </div>
  );
}
