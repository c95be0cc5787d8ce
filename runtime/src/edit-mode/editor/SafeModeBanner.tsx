import { useEditMode, useSafeMode } from '../../state/hooks.ts';
import { useEditor } from './use-editor.ts';

/** In edit mode, says that safe mode is on (the brand's design left out), so the plain look is not mistaken for a fault. */
export function SafeModeBanner() {
  const { t } = useEditor();
  const safeMode = useSafeMode();
  const editMode = useEditMode();
  if (!safeMode || !editMode) return null;
  return <p className="safe-mode-banner" role="status">{t('editor.safeMode.on')}</p>;
}
