import type { Module, PageSummary } from '../generated/model.ts';

/** Where the page tabs are shown and which page is open. */
export interface NavPagesOptions {
  editMode: boolean;
  /** The open page: it always has a tab. */
  currentPageId?: number;
  /** The small-screen side drawer rather than the page bar. */
  drawer?: boolean;
}

/**
 * The pages of a module that get a tab, in the module's order (shell spec §5, tab visibility):
 * outside edit mode pages with hideFromNav are left out, in edit mode all show; the drawer leaves
 * out abstract and hidden pages even in edit mode (it has no edit controls); the current page
 * always shows.
 */
export function navPages(module: Module, opts: NavPagesOptions): PageSummary[] {
  return module.children.filter((page) => {
    if (page.id === opts.currentPageId) return true;
    if (opts.drawer === true) return page.isAbstract !== true && page.hideFromNav !== true;
    return opts.editMode || page.hideFromNav !== true;
  });
}
