import { useParams } from 'react-router';
import { NOT_FOUND_SLUG } from '@tessera/schemas';
import { findModule, findPage } from '../../navigation/structure.ts';
import { useStructure } from '../../state/hooks.ts';
import { Missing } from '../not-found/Missing.tsx';
import { NotFoundScreen } from '../not-found/NotFoundScreen.tsx';
import { PageContent } from './PageContent.tsx';

/**
 * /:moduleSlug/:pageSlug/:targetId?/:modifier? — finds the page in the structure and shows it,
 * or says what is missing (spec §2.5). Loading the profile or entity a targetId names arrives
 * with profiles and entities; until then targetId only decides isOwnProfile.
 */
export function PageScreen() {
  const { moduleSlug = '', pageSlug = '', targetId } = useParams();
  const structure = useStructure();

  if (moduleSlug === NOT_FOUND_SLUG) return <NotFoundScreen />;
  const module = findModule(structure.modules, moduleSlug);
  if (!module) return <Missing messageKey="errors.moduleNotFound" />;
  const summary = findPage(module, pageSlug);
  if (!summary) return <Missing messageKey="errors.pageNotInModule" />;
  return <PageContent module={module} summary={summary} targetId={targetId} />;
}
