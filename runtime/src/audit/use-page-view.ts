import { useEffect, useRef } from 'react';
import { audit } from './audit.ts';

/** The page a page view names. */
export interface ViewedPage {
  id: number;
  moduleSlug: string;
  pageSlug: string;
}

/**
 * Logs a pageView once a page shows (null while it is not shown yet), once per page: switching
 * tabs inside it is not another view, and StrictMode's repeated effects do not log twice.
 */
export function usePageView(page: ViewedPage | null): void {
  const loggedFor = useRef<number | null>(null);
  const id = page?.id ?? null;
  const moduleSlug = page?.moduleSlug ?? '';
  const pageSlug = page?.pageSlug ?? '';
  useEffect(() => {
    if (id === null || loggedFor.current === id) return;
    loggedFor.current = id;
    audit.log('pageView', { type: 'page', id, moduleSlug, pageSlug });
  }, [id, moduleSlug, pageSlug]);
}
