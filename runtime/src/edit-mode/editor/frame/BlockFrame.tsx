import type { BlockFrameProps } from '@tessera/blocks';
import { useEditMode, useTextEdit } from '../../../state/hooks.ts';
import { BlockToolbar } from './BlockToolbar.tsx';
import { TabOrder } from '../../tabs/TabOrder.tsx';
import { BlockTextEditor } from '../text-edit/BlockTextEditor.tsx';
import './frame.css';

/**
 * Edit mode's frame around a block: its outline and toolbar (settings, delete, add inside a tabs
 * block); in text edit mode, its translatable texts editable in place below it.
 */
export function BlockFrame({ block, children }: BlockFrameProps) {
  const editMode = useEditMode();
  const textEdit = useTextEdit();
  return (
    <div className="edit-frame" data-edit-frame={block.id}>
      {editMode && <BlockToolbar block={block} />}
      {editMode && block.type === 'tabs' && <TabOrder block={block} />}
      {children}
      {textEdit && <BlockTextEditor block={block} />}
    </div>
  );
}
