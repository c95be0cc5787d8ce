import { useSafeMode } from '../../../../state/hooks.ts';
import { useEditor } from '../../use-editor.ts';

/**
 * Style tab (needs manageCss). Items carry no CSS of their own yet: the brand's theme is the site's
 * custom design, edited in the brand editor. The tab says so, and whether safe mode (which
 * leaves that design out) is on.
 */
export function StyleTab() {
  const { t } = useEditor();
  const safeMode = useSafeMode();
  return (
    <div className="edit-note">
      <p>{t('editor.style.brand')}</p>
      <p>{t(safeMode ? 'editor.style.safeModeOn' : 'editor.style.safeModeOff')}</p>
    </div>
  );
}
