import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LanguageCode, Page } from '@tessera/schemas';
import { fakeApp, fakeModule, fakePage } from '../../../../shell/test-support/fake-app.ts';
import { renderWithApp, setUpShellTests } from '../../../../shell/test-support/render-with-app.tsx';
import { answerApiCalls } from '../../../../test-support/fake-api.ts';
import { installEditorTexts } from '../../editor-texts.ts';
import { PageScopeContext } from '../../page/page-scope.ts';
import { SettingsFormTab } from './SettingsFormTab.tsx';

setUpShellTests();
beforeAll(installEditorTexts);

const classes = fakePage('classes');
const stored = fakeModule('learn', [classes], { name: 'Learn' });
/** The module as the app holds it for a member reading French: its name translated. */
const shown = { ...stored, name: 'Apprendre' };
const page: Page = { ...classes, moduleId: stored.id, positions: {}, blocks: [] };

function renderModuleSettings(language: LanguageCode) {
  const app = fakeApp([shown], { language, settings: { ...fakeApp().settings, languages: { default: 'en', enabled: ['en', 'fr'] } } });
  const calls = answerApiCalls({ 'GET /structure/module/adminView': () => ({ modules: [stored] }) });
  renderWithApp(
    <PageScopeContext.Provider value={{ page, module: shown }}>
      <SettingsFormTab item={{ kind: 'module', module: shown, subject: 'items.modules', target: { moduleId: shown.id } as never }} />
    </PageScopeContext.Provider>,
    { app },
  );
  return calls;
}

describe('the settings tab of a module', () => {
  it('edits the name as stored, not as translated for the member, and says which language it is in', async () => {
    const calls = renderModuleSettings('fr');
    expect(await screen.findByDisplayValue('Learn')).toBeTruthy();
    expect(screen.queryByDisplayValue('Apprendre')).toBeNull();
    expect(calls).toHaveBeenCalledWith('GET /structure/module/adminView', expect.anything());
    const form = screen.getByDisplayValue('Learn').closest('form')!;
    // The language named as the member's own language names it (i18n itself stays English here).
    expect(form.parentElement?.textContent).toMatch(/Names here are in anglais, the site's language/);
    expect(within(form).getByDisplayValue('learn')).toBeTruthy();
  });

  it('says nothing of languages to a member reading the site in its own', async () => {
    renderModuleSettings('en');
    await screen.findByDisplayValue('Learn');
    expect(document.body.textContent).not.toMatch(/site's language/);
  });
});
