import { useLocation } from 'react-router';
import { initOptionsFor } from '../boot/init-options.ts';
import { findModule, findPage } from '../navigation/structure.ts';
import { useStructure } from '../state/hooks.ts';
import type { OpenItems } from './rooms.ts';

/**
 * The ids of the module and page the address names, when the structure has them. Read from the
 * location, so it works anywhere inside the router (route params exist only inside routes).
 */
export function useOpenItems(): OpenItems {
  const { pathname } = useLocation();
  const structure = useStructure();
  const { moduleSlug, pageSlug } = initOptionsFor(pathname);
  const module = moduleSlug === undefined ? undefined : findModule(structure.modules, moduleSlug);
  const page = module && pageSlug !== undefined ? findPage(module, pageSlug) : undefined;
  return { moduleId: module?.id, pageId: page?.id };
}
