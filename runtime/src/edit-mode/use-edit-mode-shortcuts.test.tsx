import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApp } from '../shell/test-support/fake-app.ts';
import { renderWithApp } from '../shell/test-support/render-with-app.tsx';
import { SHORTCUT_DEBOUNCE_MS, useEditModeShortcuts } from './use-edit-mode-shortcuts.ts';

function Shortcuts() {
  useEditModeShortcuts();
  return null;
}

const press = (code: string) => fireEvent.keyDown(window, { code, altKey: true, shiftKey: true });
const admin = fakeApp([], { user: { ...fakeApp().user, isAdmin: true } });
const member = fakeApp();
const elevated = fakeApp([], { permissions: [{ action: 'manageEditMode', subject: 'all' }] });

describe('useEditModeShortcuts', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('toggles edit mode with alt+shift+e and ignores presses within the next second', () => {
    const { runtime } = renderWithApp(<Shortcuts />, { app: admin });
    press('KeyE');
    expect(runtime.stores.editMode.get()).toBe(true);
    act(() => { vi.advanceTimersByTime(SHORTCUT_DEBOUNCE_MS / 2); });
    press('KeyE');
    expect(runtime.stores.editMode.get()).toBe(true);
    act(() => { vi.advanceTimersByTime(SHORTCUT_DEBOUNCE_MS); });
    press('KeyE');
    expect(runtime.stores.editMode.get()).toBe(false);
  });

  it('needs manageEditMode: a member stays out of edit mode, an elevated user with the grant gets in', () => {
    expect(renderWithApp(<Shortcuts />, { app: member }).runtime.stores.editMode.get()).toBe(false);
    press('KeyE');
    cleanup();
    const { runtime } = renderWithApp(<Shortcuts />, { app: elevated });
    press('KeyE');
    expect(runtime.stores.editMode.get()).toBe(true);
  });

  it('leaves edit mode when the permission is lost', () => {
    const { runtime } = renderWithApp(<Shortcuts />, { app: elevated });
    press('KeyE');
    act(() => runtime.stores.permissions.set({ permissions: [], visiblePermissions: [] }));
    expect(runtime.stores.editMode.get()).toBe(false);
  });

  it('gives debug info to admins only, text edit mode with manageTextEdit, safe mode to anyone', () => {
    const asMember = renderWithApp(<Shortcuts />, { app: member }).runtime;
    press('KeyD');
    press('KeyJ');
    press('KeyS');
    expect([asMember.stores.debugInfo.get(), asMember.stores.textEdit.get(), asMember.stores.safeMode.get()]).toEqual([false, false, true]);
    cleanup();
    const asAdmin = renderWithApp(<Shortcuts />, { app: admin }).runtime;
    press('KeyD');
    press('KeyJ');
    expect([asAdmin.stores.debugInfo.get(), asAdmin.stores.textEdit.get()]).toEqual([true, true]);
  });

  it('reads the physical key, and nothing without both alt and shift', () => {
    const { runtime } = renderWithApp(<Shortcuts />, { app: admin });
    fireEvent.keyDown(window, { code: 'KeyE', key: 'e', altKey: true });
    fireEvent.keyDown(window, { code: 'KeyE', key: 'E', shiftKey: true });
    expect(runtime.stores.editMode.get()).toBe(false);
    fireEvent.keyDown(window, { code: 'KeyE', key: '´', altKey: true, shiftKey: true });
    expect(runtime.stores.editMode.get()).toBe(true);
  });
});
