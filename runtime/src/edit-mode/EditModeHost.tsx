import { useEffect } from 'react';
import { useDebugInfo, useEditMode, useTextEdit } from '../state/hooks.ts';
import { loadEditorParts, useEditorParts } from './editor-parts.ts';
import { useEditModeShortcuts } from './use-edit-mode-shortcuts.ts';

/**
 * Edit mode's always-loaded part, inside the router: the shortcuts, and the editor's chunk
 * imported the first time a mode that needs it turns on, whose overlay it then renders.
 */
export function EditModeHost() {
  useEditModeShortcuts();
  const editMode = useEditMode();
  const textEdit = useTextEdit();
  const debugInfo = useDebugInfo();
  const wanted = editMode || textEdit || debugInfo;
  const parts = useEditorParts();

  useEffect(() => {
    if (wanted) void loadEditorParts();
  }, [wanted]);

  return parts ? (
    <>
      <parts.Overlay />
      <parts.NavigationGuard />
    </>
  ) : null;
}
