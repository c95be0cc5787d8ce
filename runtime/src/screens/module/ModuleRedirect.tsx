import { Navigate, useParams } from 'react-router';
import { defaultPageOf, NOT_FOUND_SLUG } from '@tessera/schemas';
import { findModule, pagePath } from '../../navigation/structure.ts';
import { useEditMode, useStructure } from '../../state/hooks.ts';
import { Missing } from '../not-found/Missing.tsx';
import { NotFoundScreen } from '../not-found/NotFoundScreen.tsx';
import { EmptyModuleScreen } from './EmptyModuleScreen.tsx';

/**
 * /:moduleSlug opens the module's default page (spec §2.1); /404 is the 404 panel. In edit mode a
 * module without pages shows as itself, so its first page can be added.
 */
export function ModuleRedirect() {
  const { moduleSlug = '' } = useParams();
  const structure = useStructure();
  const editMode = useEditMode();

  if (moduleSlug === NOT_FOUND_SLUG) return <NotFoundScreen />;
  const module = findModule(structure.modules, moduleSlug);
  if (!module) return <Missing messageKey="errors.moduleNotFound" />;
  const page = defaultPageOf(module);
  if (!page) return editMode ? <EmptyModuleScreen module={module} /> : <Missing messageKey="errors.pageNotInModule" />;
  return <Navigate to={pagePath(module, page)} replace />;
}
