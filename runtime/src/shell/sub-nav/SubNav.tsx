import { useTranslation } from 'react-i18next';
import { navPages } from '@tessera/schemas';
import { useEditMode } from '../../state/hooks.ts';
import { useCurrentNavigation } from '../layout/use-current-navigation.ts';
import { PageLinkList } from '../links/PageLinkList.tsx';
import { useScrollCurrentIntoView } from './use-scroll-current-into-view.ts';
import './sub-nav.css';

/**
 * The second bar: the current module's pages (spec §2.6, tab visibility §5). Shown when a
 * current module exists and is not hideSubNav, unless the route's `displayPages` forces it.
 * It scrolls sideways instead of wrapping, so it stays one line on small screens, and it
 * scrolls the current page into view.
 */
export function SubNav({ displayPages }: { displayPages?: boolean }) {
  const { t } = useTranslation();
  const editMode = useEditMode();
  const { module, page } = useCurrentNavigation();
  const listRef = useScrollCurrentIntoView<HTMLUListElement>(`${module?.id}/${page?.id}`);
  if (!module || !(displayPages ?? module.hideSubNav !== true)) return null;
  const pages = navPages(module, { editMode, currentPageId: page?.id });
  if (pages.length === 0) return null;
  return (
    <nav className="sub-nav" aria-label={t('shell.nav.pages', { module: module.name })}>
      <PageLinkList
        ref={listRef}
        className="sub-nav__list t-container"
        linkClassName="sub-nav__link"
        moduleSlug={module.slug}
        pages={pages}
        currentPageId={page?.id}
      />
    </nav>
  );
}
