import type { ReactNode } from 'react';
import { Dialog, Tabs } from 'radix-ui';
import { useAppRuntime } from '../../../state/app-runtime.ts';
import { useStore, useStructure } from '../../../state/hooks.ts';
import { openSettings } from '../draft-actions.ts';
import { usePageScope } from '../page/page-scope.ts';
import { useBlockGrants } from '../page/use-block-grants.ts';
import { useEditor } from '../use-editor.ts';
import { allowedTabs, type SettingsTab } from './settings-permissions.ts';
import { itemId, settingsItem, type SettingsItem } from './settings-item.ts';
import { DesignTab } from './tabs/DesignTab.tsx';
import { NotificationsTab } from './tabs/NotificationsTab.tsx';
import { PermissionsTab } from './tabs/PermissionsTab.tsx';
import { SettingsFormTab } from './tabs/SettingsFormTab.tsx';
import { StyleTab } from './tabs/StyleTab.tsx';
import { VisibilityTab } from './tabs/VisibilityTab.tsx';
import './settings-panel.css';
import '../../dialog/editor-dialog.css';

const TAB_CONTENT: Record<SettingsTab, (props: { item: SettingsItem }) => ReactNode> = {
  settings: SettingsFormTab,
  visibility: VisibilityTab,
  permissions: PermissionsTab,
  design: DesignTab,
  notifications: NotificationsTab,
  style: StyleTab,
};

/** The item's name for the panel's title. */
function itemName(item: SettingsItem, typeName: (type: string) => string): string {
  if (item.kind === 'block') return item.block.title || typeName(item.block.type);
  return item.kind === 'page' ? item.page.name : item.module.name;
}

/**
 * The settings panel of a block, page or module (forms spec §2): a side sheet with the tabs
 * settings, visibility, permissions, design, notifications and style, each shown only with the
 * permission it needs on the item. While it is open, navigation is blocked (editor-nav's guard
 * reads editorDraft.settingsPanel).
 */
export function SettingsPanel() {
  const { stores } = useAppRuntime();
  const { draft, can, t } = useEditor();
  const scope = usePageScope();
  const grants = useBlockGrants();
  const target = useStore(stores.editorDraft, (value) => value.settingsPanel);
  const blockEdits = useStore(stores.editorDraft, (value) => value.blockEdits);
  const { modules } = useStructure();
  const item = target && settingsItem(target, scope, modules, grants, blockEdits);
  if (!item) return null;
  const tabs = allowedTabs(can, item.subject, item.target, item.kind !== 'block' || item.mayUpdate);
  const name = itemName(item, (type) => t(`editor.blockType.${type}`, { defaultValue: type }));

  return (
    <Dialog.Root open onOpenChange={(open) => !open && openSettings(draft, null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="t-dialog-overlay" />
        <Dialog.Content className="settings-panel" data-settings-panel={`${item.kind}-${itemId(item)}`}>
          <header className="settings-panel__header">
            <Dialog.Title className="editor-dialog__title">{t(`editor.settings.title.${item.kind}`, { name })}</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" className="edit-button edit-button--quiet">{t('editor.close')}</button>
            </Dialog.Close>
          </header>
          <Dialog.Description className="t-visually-hidden">{t('editor.settings.description')}</Dialog.Description>
          {tabs.length === 0 ? <p className="edit-muted">{t('editor.settings.nothingAllowed')}</p> : (
            <Tabs.Root className="settings-panel__tabs" defaultValue={tabs[0]}>
              <Tabs.List className="settings-panel__tab-list" aria-label={t('editor.settings.tabs')}>
                {tabs.map((tab) => <Tabs.Trigger key={tab} value={tab} className="settings-panel__tab">{t(`editor.settings.tab.${tab}`)}</Tabs.Trigger>)}
              </Tabs.List>
              {tabs.map((tab) => {
                const Content = TAB_CONTENT[tab];
                return <Tabs.Content key={tab} value={tab} className="settings-panel__content"><Content item={item} /></Tabs.Content>;
              })}
            </Tabs.Root>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
