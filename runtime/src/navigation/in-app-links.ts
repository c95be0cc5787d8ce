// Links written into site content (rich text, data displays: plain <a href="/app/…">) would load
// the whole app again; followed through the router instead, they open like the app's own links.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { APP_BASE } from './app-base.ts';
import { leavesPage, linkClick, type LinkClick } from './leaves-page.ts';

/**
 * The app path a click on a link should go to without leaving the app ('/app/about/team?x=1' →
 * '/about/team?x=1'), or null when the browser should follow it itself: another origin, outside
 * the app, a new tab or window, a download, or a jump within the page.
 */
export function inAppPath(click: LinkClick, currentHref: string): string | null {
  if (!leavesPage(click, currentHref)) return null;
  const to = new URL(click.href, currentHref);
  if (to.origin !== new URL(currentHref).origin) return null;
  if (to.pathname !== APP_BASE && !to.pathname.startsWith(`${APP_BASE}/`)) return null;
  return `${to.pathname.slice(APP_BASE.length) || '/'}${to.search}${to.hash}`;
}

/**
 * Follows plain links to the app's own addresses through the router, from anywhere in the
 * document. Clicks something else already handled (the router's own <Link>s, the edit-mode
 * navigation guard) are left alone.
 */
export function useInAppLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const path = inAppPath(linkClick(event, anchor), window.location.href);
      if (path === null) return;
      event.preventDefault();
      void navigate(path);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
