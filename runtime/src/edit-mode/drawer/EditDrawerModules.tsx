import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { navModules } from '@tessera/schemas';
import { useCan } from '../../permissions/use-can.ts';
import { useCurrentNavigation } from '../../shell/layout/use-current-navigation.ts';
import { useStructure } from '../../state/hooks.ts';
import { AddItemButton } from '../header/AddItemButton.tsx';
import { moduleDragId } from '../header/drag-items.ts';
import { HeaderDndScope } from '../header/HeaderDndScope.tsx';
import { SortableDrawerModule } from './SortableDrawerModule.tsx';
import './edit-drawer.css';

export interface EditDrawerModulesProps {
  /** Closes the drawer: a cog does before the settings panel opens, so the panel is not under it. */
  onClose(): void;
}

/**
 * The drawer's modules in edit mode, where small screens, which have no module bar, build the
 * header (shell spec §2.6, §4): every module and its pages with a grip to drag them up and down by
 * touch, mouse or keyboard, a page dropped on another module moving there after the same
 * confirmation as on a tab; each with its cog; "Add page" in each module and "Add module" last.
 * The same drag and drop scope as the header's, so drops mean the same things.
 */
export function EditDrawerModules({ onClose }: EditDrawerModulesProps) {
  const { t } = useTranslation();
  const can = useCan();
  const { modules } = useStructure();
  const { module: current } = useCurrentNavigation();
  const shown = navModules(modules, { editMode: true, currentModuleId: current?.id });
  const canMove = can('move', 'items.modules');
  return (
    <HeaderDndScope>
      <p className="edit-drawer__hint">{t('editMode.drawer.hint')}</p>
      <SortableContext items={shown.map((module) => moduleDragId(module.id))} strategy={verticalListSortingStrategy}>
        <ul className="nav-drawer__modules edit-drawer__modules">
          {shown.map((module) => (
            <SortableDrawerModule key={module.id} module={module} current={module.id === current?.id} canMove={canMove} onClose={onClose} />
          ))}
        </ul>
      </SortableContext>
      {can('addModules', 'items.modules') && (
        <div className="edit-drawer__add-module">
          <AddItemButton kind="module" />
        </div>
      )}
    </HeaderDndScope>
  );
}
