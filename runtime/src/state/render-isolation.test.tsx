// The point of splitting the app state: live data for one part re-renders only that part's readers.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerApiCalls } from '../test-support/fake-api.ts';
import { applyI18nBundle } from '../i18n/i18n.ts';
import { fakeApp, fakeModule, fakePage } from '../shell/test-support/fake-app.ts';
import { renderWithApp, setUpShellTests } from '../shell/test-support/render-with-app.tsx';
import { ShellLayout } from '../shell/layout/ShellLayout.tsx';
import { useAppRuntime, type AppRuntime } from './app-runtime.ts';
import { AppProvider } from './AppProvider.tsx';
import { usePreferences, useStructure, useUser } from './hooks.ts';


// The real module bar, inside a Profiler that counts its renders where the header renders it.
const moduleBar = vi.hoisted(() => ({ renders: 0 }));
vi.mock('../shell/tabs/ModuleTabs.tsx', async (importOriginal) => {
  const { ModuleTabs } = await importOriginal<typeof import('../shell/tabs/ModuleTabs.tsx')>();
  const { createElement, Profiler } = await import('react');
  const onRender = () => { moduleBar.renders += 1; };
  return { ModuleTabs: () => createElement(Profiler, { id: 'module-tabs', onRender }, createElement(ModuleTabs)) };
});

const home = fakeModule('home', [fakePage('welcome')]);
const app = fakeApp([home]);
const renamedHome = { modules: [{ ...home, name: 'Start here' }] };
const withNewName = { ...app.user, profile: { ...app.user.profile, data: { ...app.user.profile.data, profile: { firstName: 'Augusta', lastName: 'King' } } } };

/** Counts the renders of a component that reads one part of the state. */
function reader(useReading: () => unknown) {
  const count = { renders: 0 };
  function Reader() {
    useReading();
    count.renders += 1;
    return null;
  }
  return { count, Reader };
}

describe('the split app state', () => {
  setUpShellTests();
  afterEach(async () => {
    cleanup();
    await applyI18nBundle({ language: 'en', translations: {} });
  });

  it('re-renders only the readers of the part that changed', async () => {
    answerApiCalls({
      'POST /profile/meta/upsert': () => app.user.profile,
      'GET /i18n/{language}': () => ({ language: 'fr', translations: {} }),
      'GET /structure': () => app.structure,
      'GET /settings': () => app.settings,
    });
    const structure = reader(useStructure);
    const user = reader(useUser);
    const preferences = reader(usePreferences);
    let runtime: AppRuntime | null = null;
    function Grab() {
      runtime = useAppRuntime();
      return null;
    }
    render(
      <AppProvider init={app} safeMode={false}>
        <Grab />
        <structure.Reader />
        <user.Reader />
        <preferences.Reader />
      </AppProvider>,
    );
    const { updates, actions } = runtime!;
    const renders = () => [structure.count.renders, user.count.renders, preferences.count.renders];
    expect(renders()).toEqual([1, 1, 1]);

    act(() => updates.replaceUser(withNewName));
    expect(renders()).toEqual([1, 2, 1]);

    // Saving the language stores the profile the server answers, so the user's readers hear of it too.
    await act(() => actions.setLanguage('fr'));
    expect(renders()).toEqual([1, 3, 2]);

    act(() => updates.replaceStructure(renamedHome));
    expect(renders()).toEqual([2, 3, 2]);
  });

  it("leaves the shell's module bar alone when the member's profile changes", () => {
    const { runtime } = renderWithApp(<ShellLayout />, { app, url: '/home/welcome' });
    const header = within(screen.getByRole('banner'));
    const before = moduleBar.renders;

    act(() => runtime.updates.replaceUser(withNewName));

    expect(header.getByRole('button', { name: 'Augusta King' })).toBeTruthy();
    expect(moduleBar.renders).toBe(before);

    act(() => runtime.updates.replaceStructure(renamedHome));

    expect(header.getByRole('link', { name: 'Start here' })).toBeTruthy();
    expect(moduleBar.renders).toBeGreaterThan(before);
  });
});
