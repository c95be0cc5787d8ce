import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppActions } from '../../state/hooks.ts';

/** Runs a settings save, tells the member how it went and reports whether one is under way. */
export function useSaveSetting(): { saving: boolean; save(run: () => Promise<void>): Promise<void> } {
  const { i18n } = useTranslation();
  const { notify } = useAppActions();
  const [saving, setSaving] = useState(false);

  async function save(run: () => Promise<void>): Promise<void> {
    setSaving(true);
    try {
      await run();
      // i18n.t, not the t of this render: that one is fixed to the language of the render, and
      // switching the language is one of the saves, whose notice belongs in the new language.
      notify({ colour: 'positive', message: i18n.t('settings.saved') });
    } catch {
      notify({ colour: 'negative', message: i18n.t('settings.saveFailed') });
    } finally {
      setSaving(false);
    }
  }

  return { saving, save };
}
