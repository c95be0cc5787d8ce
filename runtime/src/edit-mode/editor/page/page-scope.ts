import { createContext, useContext } from 'react';
import type { Module, Page } from '@tessera/schemas';

/** The page (and its module) whose blocks the editor frames. */
export interface PageScope {
  page: Page;
  module: Module;
}

export const PageScopeContext = createContext<PageScope | null>(null);

/** The page being edited; only inside the editor's PageEditor. */
export function usePageScope(): PageScope {
  const scope = useContext(PageScopeContext);
  if (!scope) throw new Error('An editor part was rendered outside PageEditor');
  return scope;
}
