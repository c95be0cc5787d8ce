import { Link } from 'react-router';
import { textLang, type Module, type PageSummary } from '@tessera/schemas';
import { pagePath } from '../../shell/links/paths.ts';
import { EditItemButton } from '../header/EditItemButton.tsx';
import { useSortableHeaderItem } from '../header/use-sortable-header-item.tsx';

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
  const { rowProps, grip } = useSortableHeaderItem({ kind: 'page', moduleId: module.id, pageId: page.id }, page.name, canMove);
  return (
    <li className="edit-drawer__row edit-drawer-page" {...rowProps}>
      {grip}
      <Link className="nav-drawer__page edit-drawer__name" to={pagePath(module.slug, page.slug)} aria-current={current ? 'page' : undefined} lang={textLang(page, 'name')}>
        {page.name}
      </Link>
      <EditItemButton kind="page" item={page} onOpen={onClose} />
    </li>
  );
}
