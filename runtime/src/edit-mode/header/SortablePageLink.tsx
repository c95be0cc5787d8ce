import { Link } from 'react-router';
import { textLang, type Module, type PageSummary } from '@tessera/schemas';
import { pagePath } from '../../shell/links/paths.ts';
import { EditItemButton } from './EditItemButton.tsx';
import { useSortableHeaderItem } from './use-sortable-header-item.tsx';

export interface SortablePageLinkProps {
  module: Module;
  page: PageSummary;
  current: boolean;
  /** moveChildren on the module: the grip shows. */
  canMove: boolean;
}

/** A page of the sub-bar in edit mode: a grip to reorder it or drop it on another module's tab, its link, its cog. */
export function SortablePageLink({ module, page, current, canMove }: SortablePageLinkProps) {
  const { rowProps, grip } = useSortableHeaderItem({ kind: 'page', moduleId: module.id, pageId: page.id }, page.name, canMove);
  return (
    <li className="edit-page" {...rowProps}>
      {grip}
      <Link className="sub-nav__link" to={pagePath(module.slug, page.slug)} aria-current={current ? 'page' : undefined} lang={textLang(page, 'name')}>
        {page.name}
      </Link>
      <EditItemButton kind="page" item={page} />
    </li>
  );
}
