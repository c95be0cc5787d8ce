import { useTranslation } from 'react-i18next';
import { moduleTarget, pageTarget, type Module, type PageSummary } from '@tessera/schemas';
import { useCan } from '../../permissions/use-can.ts';
import { useAppRuntime } from '../../state/app-runtime.ts';
import { openSettings } from '../editor/draft-actions.ts';
import { mayOpenSettings } from '../editor/settings/settings-permissions.ts';
import { Icon } from '../../shell/icons/Icon.tsx';

export type EditItemButtonProps = ({ kind: 'module'; item: Module } | { kind: 'page'; item: PageSummary }) & {
  /** Called as the panel opens: the drawer closes, so the panel does not open under it. */
  onOpen?(): void;
};

/**
 * The cog of a module tab or a page link: opens the settings panel for it (name, slug, settings).
 * Shown with any of managePermissions, manageSettings or manageVisibility on the item (spec §6).
 */
export function EditItemButton({ kind, item, onOpen }: EditItemButtonProps) {
  const { t } = useTranslation();
  const can = useCan();
  const { editorDraft } = useAppRuntime().stores;
  const allowed = kind === 'module'
    ? mayOpenSettings(can, 'items.modules', moduleTarget(item.id))
    : mayOpenSettings(can, 'items.pages', pageTarget(item.id, item.moduleId));
  if (!allowed) return null;
  return (
    <button
      type="button"
      className="edit-item-button"
      aria-label={t(kind === 'module' ? 'editMode.header.editModule' : 'editMode.header.editPage', { name: item.name })}
      onClick={() => {
        onOpen?.();
        openSettings(editorDraft, { kind, id: item.id });
      }}
    >
      <Icon name="settings" size={16} />
    </button>
  );
}
