import { useMemo, type ReactNode } from 'react';
import type { Module, Page } from '@tessera/schemas';
import { Icon } from '../../../shell/icons/Icon.tsx';
import { useEditMode } from '../../../state/hooks.ts';
import { AddBlockButton } from '../add/AddBlockButton.tsx';
import { openSettings } from '../draft-actions.ts';
import { mayOpenSettings } from '../settings/settings-permissions.ts';
import { useEditor } from '../use-editor.ts';
import { SettingsPanel } from '../settings/SettingsPanel.tsx';
import { theModule, thePage } from './item-targets.ts';
import { PageScopeContext } from './page-scope.ts';

/**
 * Around a page's framed blocks: the page for the frames and the settings panel, and in edit mode
 * the page's own tools below (add a block to the page, the page's and module's settings).
 */
export function PageEditor({ page, module, children }: { page: Page; module: Module; children: ReactNode }) {
  const editMode = useEditMode();
  const { draft, can, t } = useEditor();
  const scope = useMemo(() => ({ page, module }), [page, module]);
  return (
    <PageScopeContext value={scope}>
      {children}
      {editMode && (
        <div className="edit-page-tools" data-edit-page-tools={page.id}>
          <AddBlockButton spot={{ pageId: page.id, parentType: 'page', parentId: page.id, col: 0 }} label={t('editor.add.toPage')} />
          {mayOpenSettings(can, 'items.pages', thePage(scope)) && (
            <button type="button" className="edit-button" onClick={() => openSettings(draft, { kind: 'page', id: page.id })}>
              <Icon name="settings" size={18} />
              <span>{t('editor.page.settings')}</span>
            </button>
          )}
          {mayOpenSettings(can, 'items.modules', theModule(scope)) && (
            <button type="button" className="edit-button" onClick={() => openSettings(draft, { kind: 'module', id: module.id })}>
              <Icon name="settings" size={18} />
              <span>{t('editor.module.settings')}</span>
            </button>
          )}
        </div>
      )}
      <SettingsPanel />
    </PageScopeContext>
  );
}
