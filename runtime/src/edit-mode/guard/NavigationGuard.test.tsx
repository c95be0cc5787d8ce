import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { Link, Outlet } from 'react-router';
import { renderWithApp, setUpShellTests } from '../../shell/test-support/render-with-app.tsx';
import { NoticesViewport } from '../../shell/notices/DeferredNoticesViewport.tsx';
import { openSettings } from '../editor/draft-actions.ts';
import { installEditorTexts } from '../editor/editor-texts.ts';
import { NavigationGuard } from './NavigationGuard.tsx';

setUpShellTests();
beforeAll(installEditorTexts); // as the editor's chunk does when it loads

function Layout() {
  return (
    <>
      <NavigationGuard />
      <Link to="/learn/next">Next page</Link>
      <NoticesViewport />
      <Outlet />
    </>
  );
}

describe('NavigationGuard', () => {
  it('lets links work while no admin panel is open', async () => {
    const { user } = renderWithApp(<Layout />, { url: '/learn/intro' });
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(screen.getByTestId('location').textContent).toBe('/learn/next');
  });

  it('blocks leaving the page while the admin panel is open, saying why, and not once it is closed', async () => {
    const { user, runtime } = renderWithApp(<Layout />, { url: '/learn/intro' });
    act(() => openSettings(runtime.stores.editorDraft, { kind: 'page', id: 3 }));
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(screen.getByTestId('location').textContent).toBe('/learn/intro');
    expect(await screen.findByText('You must close the admin panel before navigating away.')).toBeTruthy();

    act(() => openSettings(runtime.stores.editorDraft, null));
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(screen.getByTestId('location').textContent).toBe('/learn/next');
  });
});
