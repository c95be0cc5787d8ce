import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router';
import { textLang, type PageSummary } from '@tessera/schemas';
import { pagePath } from './paths.ts';

interface PageLinkListProps extends ComponentPropsWithRef<'ul'> {
  moduleSlug: string;
  pages: readonly PageSummary[];
  currentPageId: number | undefined;
  /** Class of each link; the list's own class comes through `className`. */
  linkClassName: string;
}

/**
 * A module's page links, the current one marked (the sub-bar and the drawer). Other props reach
 * the <ul>, so a Radix `asChild` parent can render it as its own element.
 */
export function PageLinkList({ moduleSlug, pages, currentPageId, linkClassName, ...list }: PageLinkListProps) {
  return (
    <ul {...list}>
      {pages.map((page) => (
        <li key={page.id}>
          <Link className={linkClassName} to={pagePath(moduleSlug, page.slug)} aria-current={page.id === currentPageId ? 'page' : undefined} lang={textLang(page, 'name')}>
            {page.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
