import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { useCan } from '../../permissions/use-can.ts';
import { notify } from '../../shell/index.ts';
import { useAppRuntime } from '../../state/app-runtime.ts';

/**
 * What the editor's components share: the draft store, the permission check, `report(error)`,
 * which shows a refused or failed call as a notice (the server's message when it sent one), and
 * `saved()`, the notice that a change was saved.
 */
export function useEditor() {
  const { stores } = useAppRuntime();
  const can = useCan();
  const { t } = useTranslation();
  const report = (error: unknown) => {
    const message = error instanceof ApiError && error.message ? error.message : t('editor.saveFailed');
    notify({ colour: 'negative', message });
  };
  const saved = () => { notify({ colour: 'positive', message: t('editor.saved') }); };
  return { draft: stores.editorDraft, stores, can, report, saved, t };
}
