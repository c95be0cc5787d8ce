import type { Block } from '@tessera/schemas';
import { Icon } from '../../../shell/icons/Icon.tsx';
import { openSettings } from '../draft-actions.ts';
import { AddBlockButton } from '../add/AddBlockButton.tsx';
import { DeleteBlockButton } from '../delete/DeleteBlockButton.tsx';
import { CaptureButton } from '../../capture/CaptureButton.tsx';
import { usePageScope } from '../page/page-scope.ts';
import { useBlockGrants } from '../page/use-block-grants.ts';
import { useEditor } from '../use-editor.ts';
import { mayOpenSettings } from '../settings/settings-permissions.ts';

/**
 * A block's controls in edit mode: its type, add a tab (tabs), settings, capture, delete; each only
 * when allowed, by the check the server makes (blockGrants: the action on its type where it lies).
 */
export function BlockToolbar({ block }: { block: Block }) {
  const { draft, can, t } = useEditor();
  const { page } = usePageScope();
  const grants = useBlockGrants();
  const subject = `items.blocks.${block.type}` as const;
  const target = grants.placeOf(block.id);
  const typeName = t(`editor.blockType.${block.type}`, { defaultValue: block.type });
  return (
    <div className="edit-frame__bar" role="group" aria-label={t('editor.block.toolbar', { type: typeName })}>
      <span className="edit-frame__type">{typeName}</span>
      {block.type === 'tabs' && (
        <AddBlockButton spot={{ pageId: page.id, parentType: 'block', parentId: block.id, col: 0 }} label={t('editor.add.tab')} compact />
      )}
      {mayOpenSettings(can, subject, target, grants.mayChange('update', block)) && (
        <button type="button" className="edit-icon-button" aria-label={t('editor.block.settings', { type: typeName })} onClick={() => openSettings(draft, { kind: 'block', id: block.id })}>
          <Icon name="settings" size={18} />
        </button>
      )}
      <CaptureButton block={block} className="edit-icon-button" />
      {grants.mayChange('delete', block) && <DeleteBlockButton block={block} typeName={typeName} />}
    </div>
  );
}
