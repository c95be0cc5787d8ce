import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LanguageCode, Page, UserList } from '@tessera/schemas';
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

describe('the settings tab of a page', () => {
  const list = (id: number, label: string) => ({ id, key: `list-${id}`, label, type: 'group', dynamic: false, system: false }) as UserList;
  const listed = { ...classes, visibleToLists: [3] };

  it('ticks the lists that may view the page by label, and saves the ids chosen', async () => {
    const calls = answerApiCalls({
      'GET /structure/module/adminView': () => ({ modules: [{ ...stored, children: [listed] }] }),
      'GET /userLists': () => ({ userLists: [list(3, 'Repair café fixers'), list(5, 'Boat crew')] }),
      'POST /structure/page/{id}/property': () => ({ ...page, visibleToLists: [3, 5] }),
    });
    renderWithApp(
      <PageScopeContext.Provider value={{ page, module: stored }}>
        <SettingsFormTab item={{ kind: 'page', page: listed, subject: 'items.pages', target: { pageId: listed.id } as never }} />
      </PageScopeContext.Provider>,
      { app: fakeApp([stored]) },
    );
    const fixers = await screen.findByRole('checkbox', { name: 'Repair café fixers' });
    expect((fixers as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Only accepted members of the ticked lists see this page, and those who may edit it.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Boat crew' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveBeenCalledWith('POST /structure/page/{id}/property', { params: { id: listed.id }, body: { key: 'visibleToLists', value: [3, 5] } }));
    // Nothing else of the page changed, so nothing else is sent.
    expect(calls.mock.calls.filter(([key]) => key === 'POST /structure/page/{id}/property')).toHaveLength(1);
  });
});
