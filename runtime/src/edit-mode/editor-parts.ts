// The seam between the always-loaded app and the editor's code. The editor (edit mode's frames,
// panels, pickers, notices; the header's editing) is one lazily imported chunk, loaded the first
// time edit mode, text edit mode or debug info is turned on, so a member's first page carries
// none of it. Always-loaded components read the loaded parts with useEditorParts() and render
// them where they plug in. See docs/decisions/0020-edit-mode.md.
import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { loadFullSanitizer, type BlockFrameProps, type ColumnToolsProps } from '@tessera/blocks';
import type { Module, Page } from '@tessera/schemas';
import { createStore } from '../state/store.ts';

/** The editor's components, one per place it plugs into. */
export interface EditorParts {
  /** Around every block in edit mode (the renderer's `frame`): outline, controls, add buttons. */
  BlockFrame: ComponentType<BlockFrameProps>;
  /** At the end of each column of a container block in edit mode: add a block there. */
  ColumnTools: ComponentType<ColumnToolsProps>;
  /**
   * Around a page's blocks whenever they are framed: gives the frames the page, and in edit mode
   * adds the page's own tools below its blocks (add a block, the page's settings).
   */
  PageEditor: ComponentType<{ page: Page; module: Module; children: ReactNode }>;
  /**
   * Over the whole app once loaded (inside the router): settings panel, revert notice, debug
   * overlay, text edit mode; each part shows only when its mode is on.
   */
  Overlay: ComponentType;
  /** Around the header's top bar and page bar in edit mode: drag and drop between them. */
  HeaderDndScope: ComponentType<{ children: ReactNode }>;
  /** The module bar in edit mode: sortable tabs, cogs, add module. */
  ModuleTabs: ComponentType;
  /** The page bar in edit mode: sortable pages, cogs, add page. */
  SubNav: ComponentType;
  /** The drawer's modules in edit mode (small screens, which have no module bar): sortable modules and pages, cogs, add module and page; `onClose` closes the drawer. */
  DrawerModules: ComponentType<{ onClose(): void }>;
  /** On the open page in edit mode: the captured-blocks list and its paste modal. */
  CapturedBlocks: ComponentType<{ page: Page }>;
  /** Mounted with the overlay: blocks leaving the page while the settings panel is open. */
  NavigationGuard: ComponentType;
}

const parts = createStore<EditorParts | null>(null);
let loading: Promise<void> | null = null;

/** Imports the editor's chunk and its texts once; settles when its parts are available (or loading failed). */
export function loadEditorParts(): Promise<void> {
  loading ??= importEditor().catch((error: unknown) => {
    loading = null; // offline or a new deployment: the next toggle tries again
    console.warn('The editor could not be loaded:', error);
  });
  return loading;
}

async function importEditor(): Promise<void> {
  const chunk = await import('./editor/parts.ts');
  // Texts before any part renders, so no key shows untranslated; DOMPurify because texts edited
  // in place are rarely in the form its fast path takes, and would wait for it as they change.
  await Promise.all([chunk.installEditorTexts(), loadFullSanitizer()]);
  parts.set(chunk.editorParts);
}

/** The editor's parts once loaded, else null. */
export function useEditorParts(): EditorParts | null {
  return useSyncExternalStore(parts.subscribe, parts.get);
}
