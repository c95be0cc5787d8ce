import { useParams } from 'react-router';
import type { Module, PageSummary } from '@tessera/schemas';
import { useStructure } from '../../state/hooks.ts';

/** The module and page the URL names, when the structure has them. */
export interface CurrentNavigation {
  module: Module | undefined;
  page: PageSummary | undefined;
}

/**
 * Resolves the route's :moduleSlug and :pageSlug against the structure. Works from the layout
 * route too: react-router shares the matched params with every route in the match.
 */
export function useCurrentNavigation(): CurrentNavigation {
  const { moduleSlug, pageSlug } = useParams();
  const structure = useStructure();
  const module = structure.modules.find((candidate) => candidate.slug === moduleSlug);
  const page = module?.children.find((candidate) => candidate.slug === pageSlug);
  return { module, page };
}
