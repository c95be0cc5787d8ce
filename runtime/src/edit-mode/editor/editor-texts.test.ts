import { afterEach, describe, expect, it } from 'vitest';
import { applyI18nBundle, i18n } from '../../i18n/i18n.ts';
import { installEditorTexts } from './editor-texts.ts';

describe('installEditorTexts', () => {
  afterEach(() => applyI18nBundle({ language: 'en', translations: {} }));

  it('brings the editor its texts, which the shell does not carry', async () => {
    expect(i18n.exists('editor.settings.nothingAllowed')).toBe(false);
    await installEditorTexts();
    expect(i18n.t('editor.settings.nothingAllowed')).toBe("You may not change this item's settings.");
  });

  it('installs the language in use at once, and each language switched to later', async () => {
    await applyI18nBundle({ language: 'fr', translations: {} });
    await installEditorTexts();
    expect(i18n.t('capturedBlocks.title')).toBe('Blocs capturés');

    await applyI18nBundle({ language: 'cy', translations: {} });
    await expect.poll(() => i18n.t('capturedBlocks.title')).toBe('Blociau wedi’u dal');
  });
});
