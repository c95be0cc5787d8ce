import { useLocation } from 'react-router';
import { BUILD_ID } from '../../../pwa/build-id.ts';
import { useDebugInfo, useEditMode, useOnline, usePreferences, useSafeMode, useTextEdit, useUser } from '../../../state/hooks.ts';
import { useEditor } from '../use-editor.ts';
import './debug.css';

/** The debug overlay (alt+shift+d, admins): where the app is and which modes are on. */
export function DebugOverlay() {
  const on = useDebugInfo();
  if (!on) return null;
  return <DebugPanel />;
}

function DebugPanel() {
  const { t } = useEditor();
  const { pathname, search } = useLocation();
  const { accountId, isAdmin } = useUser();
  const { language, themeMode } = usePreferences();
  const modes = { editMode: useEditMode(), textEdit: useTextEdit(), safeMode: useSafeMode(), online: useOnline() };
  const rows: [string, string][] = [
    ['route', `${pathname}${search}`],
    ['account', `${accountId}${isAdmin ? ' (admin)' : ''}`],
    ['language', `${language} · ${themeMode}`],
    ['blocks', String(document.querySelectorAll('[data-block-id]').length)],
    ...Object.entries(modes).map(([name, value]): [string, string] => [name, value ? 'on' : 'off']),
    ['build', BUILD_ID],
  ];
  return (
    <aside className="debug-overlay" aria-label={t('editor.debug.title')}>
      <h2 className="debug-overlay__title">{t('editor.debug.title')}</h2>
      <dl className="debug-overlay__list">
        {rows.map(([name, value]) => (
          <div key={name} className="debug-overlay__row"><dt>{name}</dt><dd>{value}</dd></div>
        ))}
      </dl>
    </aside>
  );
}
