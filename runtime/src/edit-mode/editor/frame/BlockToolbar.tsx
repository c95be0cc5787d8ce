import type { Block } from '@tessera/schemas';
import { Icon } from '../../../shell/icons/Icon.tsx';
import { openSettings } from '../draft-actions.ts';
import { AddBlockButton } from '../add/AddBlockButton.tsx';
import { DeleteBlockButton } from '../delete/DeleteBlockButton.tsx';
import { CaptureButton } from '../../capture/CaptureButton.tsx';
import { blockOnPage } from '../page/item-targets.ts';
import { usePageScope } from '../page/page-scope.ts';
import { useEditor } from '../use-editor.ts';
import { mayOpenSettings } from '../settings/settings-permissions.ts';

/**
 * A block's controls in edit mode: its type, add a tab (tabs), settings, delete; each only when
 * allowed, by the checks the server makes (changing a block needs manageEditMode on its type).
 */
export function BlockToolbar({ block }: { block: Block }) {
  const { draft, can, t } = useEditor();
  const scope = usePageScope();
  const { page } = scope;
  const subject = `items.blocks.${block.type}` as const;
  const target = blockOnPage(scope, block.id);
  const typeName = t(`editor.blockType.${block.type}`, { defaultValue: block.type });
  return (
    <div className="edit-frame__bar" role="group" aria-label={t('editor.block.toolbar', { type: typeName })}>
      <span className="edit-frame__type">{typeName}</span>
      {block.type === 'tabs' && (
        <AddBlockButton spot={{ pageId: page.id, parentType: 'block', parentId: block.id, col: 0 }} label={t('editor.add.tab')} compact />
      )}
      {mayOpenSettings(can, subject, target) && (
        <button type="button" className="edit-icon-button" aria-label={t('editor.block.settings', { type: typeName })} onClick={() => openSettings(draft, { kind: 'block', id: block.id })}>
          <Icon name="settings" size={18} />
        </button>
      )}
      <CaptureButton block={block} className="edit-icon-button" />
      {can('manageEditMode', subject, target) && <DeleteBlockButton block={block} typeName={typeName} />}
    </div>
  );
}
