// The editor's chunk: imported only by edit-mode/editor-parts.ts, the first time an editing mode
// turns on. Everything of the editor is reached from here, its texts included (installEditorTexts).
import type { EditorParts } from '../editor-parts.ts';
import { ColumnTools } from './add/ColumnTools.tsx';
import { EditorOverlay } from './EditorOverlay.tsx';
import { BlockFrame } from './frame/BlockFrame.tsx';
import { PageEditor } from './page/PageEditor.tsx';
export { installEditorTexts } from './editor-texts.ts';
import { CapturedBlocksList } from '../capture/CapturedBlocksList.tsx';
import { EditDrawerModules } from '../drawer/EditDrawerModules.tsx';
import { NavigationGuard } from '../guard/NavigationGuard.tsx';
import { EditModuleTabs } from '../header/EditModuleTabs.tsx';
import { EditSubNav } from '../header/EditSubNav.tsx';
import { HeaderDndScope } from '../header/HeaderDndScope.tsx';

export const editorParts: EditorParts = {
  BlockFrame,
  ColumnTools,
  PageEditor,
  Overlay: EditorOverlay,
  HeaderDndScope,
  ModuleTabs: EditModuleTabs,
  SubNav: EditSubNav,
  DrawerModules: EditDrawerModules,
  CapturedBlocks: CapturedBlocksList,
  NavigationGuard,
};
