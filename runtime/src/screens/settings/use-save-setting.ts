import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppActions } from '../../state/hooks.ts';

/** Runs a settings save, tells the member how it went and reports whether one is under way. */
export function useSaveSetting(): { saving: boolean; save(run: () => Promise<void>): Promise<void> } {
  const { t } = useTranslation();
  const { notify } = useAppActions();
  const [saving, setSaving] = useState(false);

  async function save(run: () => Promise<void>): Promise<void> {
    setSaving(true);
    try {
      await run();
      notify({ colour: 'positive', message: t('settings.saved') });
    } catch {
      notify({ colour: 'negative', message: t('settings.saveFailed') });
    } finally {
      setSaving(false);
    }
  }

  return { saving, save };
}
