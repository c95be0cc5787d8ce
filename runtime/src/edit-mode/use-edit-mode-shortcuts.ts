import { useEffect } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { useCan } from '../permissions/use-can.ts';
import { useAppRuntime } from '../state/app-runtime.ts';
import { useUser } from '../state/hooks.ts';
import type { Store } from '../state/store.ts';
import { shortcutOf, type EditShortcut } from './shortcuts.ts';

/** Shortcuts pressed again within this time are ignored (spec §4: debounced 1 s). */
export const SHORTCUT_DEBOUNCE_MS = 1000;

const toggle = (store: Store<boolean>) => store.update((on) => !on);

/**
 * Listens for alt+shift+e (edit mode, with manageEditMode), alt+shift+j (text edit mode, with
 * manageTextEdit), alt+shift+d (debug info, admins) and alt+shift+s (safe mode). The first press
 * acts at once and presses within the next second are ignored. Edit and text edit mode switch
 * off as soon as their permission is lost (a permissions update, view-as).
 */
export function useEditModeShortcuts(): void {
  const { stores } = useAppRuntime();
  const can = useCan();
  const isAdmin = useUser((user) => user.isAdmin);
  const mayEdit = can('manageEditMode', 'items');
  const mayEditText = can('manageTextEdit', 'items');

  const leading = { leading: true, trailing: false };
  const toggleEditMode = useDebouncedCallback(() => toggle(stores.editMode), SHORTCUT_DEBOUNCE_MS, leading);
  const toggleTextEdit = useDebouncedCallback(() => toggle(stores.textEdit), SHORTCUT_DEBOUNCE_MS, leading);
  const toggleDebugInfo = useDebouncedCallback(() => toggle(stores.debugInfo), SHORTCUT_DEBOUNCE_MS, leading);

  useEffect(() => {
    if (!mayEdit) stores.editMode.set(false);
    if (!mayEditText) stores.textEdit.set(false);
    if (!isAdmin) stores.debugInfo.set(false);
  }, [stores, mayEdit, mayEditText, isAdmin]);

  useEffect(() => {
    const actions: Record<EditShortcut, () => void> = {
      editMode: () => mayEdit && toggleEditMode(),
      textEdit: () => mayEditText && toggleTextEdit(),
      debugInfo: () => isAdmin && toggleDebugInfo(),
      safeMode: () => toggle(stores.safeMode),
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event);
      if (!shortcut) return;
      event.preventDefault();
      actions[shortcut]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [stores, mayEdit, mayEditText, isAdmin, toggleEditMode, toggleTextEdit, toggleDebugInfo]);
}
