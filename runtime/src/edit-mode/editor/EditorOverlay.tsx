/** What the editor shows over the app: settings panel, revert notice, debug overlay. */
export function EditorOverlay() {
  return null;
}
