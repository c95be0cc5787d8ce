import shellEnglishFile from '@tessera/schemas/i18n/en.json?raw';
import { afterEach, describe, expect, it } from 'vitest';
import { applyI18nBundle, i18n } from '../../i18n/i18n.ts';
import { installEditorTexts } from './editor-texts.ts';

describe('installEditorTexts', () => {
  afterEach(() => applyI18nBundle({ language: 'en', translations: {} }));

  it('brings the editor its texts, which the shell does not carry', async () => {
    // The shell's file as written: i18next extends the bundled object it is given, and test files
    // share one module graph, so an earlier file may already have installed the editor's texts.
    expect(JSON.parse(shellEnglishFile)).not.toHaveProperty(['editor.settings.nothingAllowed']);
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
