import { useParams } from 'react-router';
import { NOT_FOUND_SLUG } from '@tessera/schemas';
import { findModule, findPage } from '../../navigation/structure.ts';
import { useStructure } from '../../state/hooks.ts';
import { Missing } from '../not-found/Missing.tsx';
import { NotFoundScreen } from '../not-found/NotFoundScreen.tsx';
import { PageContent } from './PageContent.tsx';
import { TargetProfilePage } from './TargetProfilePage.tsx';

/** A numeric targetId names a member (spec §2.1); anything else an entity. */
const MEMBER_TARGET = /^[1-9]\d{0,9}$/;

/**
 * /:moduleSlug/:pageSlug/:targetId?/:modifier? — finds the page in the structure and shows it,
 * or says what is missing (spec §2.5). A numeric targetId loads that member's profile
 * (TargetProfilePage); entities do not exist yet, so another targetId only decides isOwnProfile.
 */
export function PageScreen() {
  const { moduleSlug = '', pageSlug = '', targetId } = useParams();
  const structure = useStructure();

  if (moduleSlug === NOT_FOUND_SLUG) return <NotFoundScreen />;
  const module = findModule(structure.modules, moduleSlug);
  if (!module) return <Missing messageKey="errors.moduleNotFound" />;
  const summary = findPage(module, pageSlug);
  if (!summary) return <Missing messageKey="errors.pageNotInModule" />;
  if (targetId !== undefined && MEMBER_TARGET.test(targetId)) return <TargetProfilePage key={targetId} module={module} summary={summary} targetId={targetId} />;
  return <PageContent module={module} summary={summary} targetId={targetId} />;
}
