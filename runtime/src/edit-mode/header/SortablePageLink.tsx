import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { textLang, type Module, type PageSummary } from '@tessera/schemas';
import { pagePath } from '../../shell/links/paths.ts';
import { DragHandle } from '../drag/DragHandle.tsx';
import { pageDragId, type HeaderDragItem } from './drag-items.ts';
import { EditItemButton } from './EditItemButton.tsx';

export interface SortablePageLinkProps {
  module: Module;
  page: PageSummary;
  current: boolean;
  /** moveChildren on the module: the grip shows. */
  canMove: boolean;
}

/** A page of the sub-bar in edit mode: a grip to reorder it or drop it on another module's tab, its link, its cog. */
export function SortablePageLink({ module, page, current, canMove }: SortablePageLinkProps) {
  const { t } = useTranslation();
  const item: HeaderDragItem = { kind: 'page', moduleId: module.id, pageId: page.id };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: pageDragId(page.id),
    data: { item, label: page.name },
    disabled: { draggable: !canMove, droppable: false },
  });
  return (
    <li ref={setNodeRef} className="edit-page" style={{ transform: CSS.Translate.toString(transform), transition }} data-dragging={isDragging}>
      {canMove && (
        <DragHandle label={t('editMode.header.movePage', { name: page.name })} attributes={attributes} listeners={listeners} setActivatorNodeRef={setActivatorNodeRef} />
      )}
      <Link className="sub-nav__link" to={pagePath(module.slug, page.slug)} aria-current={current ? 'page' : undefined} lang={textLang(page, 'name')}>
        {page.name}
      </Link>
      <EditItemButton kind="page" item={page} />
    </li>
  );
}
