import { useState } from 'react';
import { i18n } from '../../i18n/i18n.ts';
import { useAppActions } from '../../state/hooks.ts';
import { settingsTexts } from './settings-texts.ts';

/** Runs a settings save, tells the member how it went and reports whether one is under way. */
export function useSaveSetting(): { saving: boolean; save(run: () => Promise<void>): Promise<void> } {
  const { notify } = useAppActions();
  const [saving, setSaving] = useState(false);

  // The app's i18next, not this render's t or i18n: those are fixed to the language of the render,
  // and switching the language is one of the saves, whose notice belongs in the new language —
  // once the screen's texts in it are in (a failed load leaves English, beneath every language).
  const tell = async (colour: 'positive' | 'negative', key: string) => {
    await settingsTexts.install(i18n, i18n.language).catch(() => {});
    notify({ colour, message: i18n.t(key) });
  };

  async function save(run: () => Promise<void>): Promise<void> {
    setSaving(true);
    try {
      await run();
      await tell('positive', 'settings.saved');
    } catch {
      await tell('negative', 'settings.saveFailed');
    } finally {
      setSaving(false);
    }
  }

  return { saving, save };
}
