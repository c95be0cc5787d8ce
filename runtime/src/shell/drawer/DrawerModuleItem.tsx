import { Collapsible } from 'radix-ui';
import { Link } from 'react-router';
import { navPages, textLang, type Module } from '@tessera/schemas';
import { useEditMode } from '../../state/hooks.ts';
import { useCurrentNavigation } from '../layout/use-current-navigation.ts';
import { Icon } from '../icons/Icon.tsx';
import { PageLinkList } from '../links/PageLinkList.tsx';
import { modulePath, pagePath } from '../links/paths.ts';

/**
 * One module in the drawer (spec §2.6): with no pages a link to /{moduleSlug}/, with one page a
 * link to it, with more an expandable group of page links, open when it holds the current page.
 */
export function DrawerModuleItem({ module }: { module: Module }) {
  const editMode = useEditMode();
  const current = useCurrentNavigation();
  const isCurrent = current.module?.id === module.id;
  const pages = navPages(module, { editMode, currentPageId: current.page?.id, drawer: true });
  const [onlyPage] = pages;

  if (pages.length <= 1) {
    return (
      <Link
        className="nav-drawer__module"
        to={onlyPage ? pagePath(module.slug, onlyPage.slug) : `${modulePath(module.slug)}/`}
        data-module-slug={module.slug}
        aria-current={isCurrent ? 'page' : undefined}
        lang={textLang(module, 'name')}
      >
        {module.name}
      </Link>
    );
  }
  return (
    <Collapsible.Root className="nav-drawer__group" defaultOpen={isCurrent}>
      <Collapsible.Trigger className="nav-drawer__module" data-module-slug={module.slug} data-current={isCurrent}>
        <span lang={textLang(module, 'name')}>{module.name}</span>
        <Icon name="chevronDown" size={18} />
      </Collapsible.Trigger>
      <Collapsible.Content asChild>
        <PageLinkList
          className="nav-drawer__pages"
          linkClassName="nav-drawer__page"
          moduleSlug={module.slug}
          pages={pages}
          currentPageId={current.page?.id}
        />
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
