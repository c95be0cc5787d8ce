// The edit-mode keyboard shortcuts (shell spec §4, forms spec §2), matched by the physical key
// (KeyboardEvent.code): with alt held, macOS turns `key` into another character ("´" for alt+e),
// and the spec warns the letter for text edit mode moves between en-GB and en-US layouts.

export type EditShortcut = 'editMode' | 'textEdit' | 'debugInfo' | 'safeMode';

const SHORTCUT_KEYS: Readonly<Record<string, EditShortcut>> = {
  KeyE: 'editMode',
  KeyJ: 'textEdit',
  KeyD: 'debugInfo',
  KeyS: 'safeMode',
};

/** The shortcut alt+shift+<key> names, or null (other keys, other modifiers, held-down repeats). */
export function shortcutOf(event: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'code' | 'repeat'>): EditShortcut | null {
  if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey || event.repeat) return null;
  return SHORTCUT_KEYS[event.code] ?? null;
}
