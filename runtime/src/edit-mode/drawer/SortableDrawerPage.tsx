import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { textLang, type Module, type PageSummary } from '@tessera/schemas';
import { pagePath } from '../../shell/links/paths.ts';
import { DragHandle } from '../drag/DragHandle.tsx';
import { pageDragId, type HeaderDragItem } from '../header/drag-items.ts';
import { EditItemButton } from '../header/EditItemButton.tsx';

export interface SortableDrawerPageProps {
  module: Module;
  page: PageSummary;
  current: boolean;
  /** moveChildren on the module: the grip shows. */
  canMove: boolean;
  onClose(): void;
}

/** A page in the drawer in edit mode: a grip to drag it up and down or onto another module, its link, its cog. */
export function SortableDrawerPage({ module, page, current, canMove, onClose }: SortableDrawerPageProps) {
  const { t } = useTranslation();
  const item: HeaderDragItem = { kind: 'page', moduleId: module.id, pageId: page.id };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: pageDragId(page.id),
    data: { item, label: page.name },
    disabled: { draggable: !canMove, droppable: false },
  });
  return (
    <li ref={setNodeRef} className="edit-drawer__row edit-drawer-page" style={{ transform: CSS.Translate.toString(transform), transition }} data-dragging={isDragging}>
      {canMove && (
        <DragHandle label={t('editMode.header.movePage', { name: page.name })} attributes={attributes} listeners={listeners} setActivatorNodeRef={setActivatorNodeRef} />
      )}
      <Link className="nav-drawer__page edit-drawer__name" to={pagePath(module.slug, page.slug)} aria-current={current ? 'page' : undefined} lang={textLang(page, 'name')}>
        {page.name}
      </Link>
      <EditItemButton kind="page" item={page} onOpen={onClose} />
    </li>
  );
}
