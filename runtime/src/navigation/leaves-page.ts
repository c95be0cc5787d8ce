/** What of a click on a link decides whether it would take this window elsewhere. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  /** The anchor's resolved href (`anchor.href`). */
  href: string;
  /** The anchor's target attribute ('' when none). */
  target: string;
  download: boolean;
}

/** What of a click on `anchor` leavesPage and inAppPath read. */
export const linkClick = (event: MouseEvent, anchor: HTMLAnchorElement): LinkClick => ({
  button: event.button, metaKey: event.metaKey, ctrlKey: event.ctrlKey, shiftKey: event.shiftKey, altKey: event.altKey,
  href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download'),
});

/**
 * Whether following the link would leave the page in this window: a plain left click on a link to
 * another address (not one opening a new tab or window, a download, or a jump within the page).
 */
export function leavesPage(click: LinkClick, currentHref: string): boolean {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if (click.download || (click.target !== '' && click.target !== '_self')) return false;
  const to = new URL(click.href, currentHref);
  const here = new URL(currentHref);
  return to.origin !== here.origin || to.pathname !== here.pathname || to.search !== here.search;
}
