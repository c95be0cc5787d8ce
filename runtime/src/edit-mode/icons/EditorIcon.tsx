// The editor's own line icons, on the same 24-unit grid as the shell's (shell/icons/Icon.tsx, used
// for the glyphs it already has) but in the editor's chunk, so a member's first page carries none.
import { LineIcon } from '../../shell/icons/Icon.tsx';

const EDITOR_ICON_PATHS = {
  plus: 'M12 5v14M5 12h14',
  minimise: 'M5 12h14',
  layers: 'M12 3 3 8l9 5 9-5zM3 13l9 5 9-5',
  paste: 'M9 4h6v3H9zM7 5.5H5.5A1.5 1.5 0 0 0 4 7v12.5A1.5 1.5 0 0 0 5.5 21h13a1.5 1.5 0 0 0 1.5-1.5V7a1.5 1.5 0 0 0-1.5-1.5H17M8 12h8M8 16h5',
  capture: 'M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3M9 12h6M12 9v6',
} as const;

export type EditorIconName = keyof typeof EDITOR_ICON_PATHS;

/** A decorative icon of the editor (see LineIcon): its control needs a label. */
export function EditorIcon({ name, size = 20 }: { name: EditorIconName; size?: number }) {
  return <LineIcon path={EDITOR_ICON_PATHS[name]} size={size} />;
}
