import type { Module, Page } from '@tessera/schemas';

/** Below a page's blocks in edit mode: add a block, the page's settings. */
export function PageTools({ page }: { page: Page; module: Module }) {
  return <div className="edit-page-tools" data-edit-page-tools={page.id} />;
}
