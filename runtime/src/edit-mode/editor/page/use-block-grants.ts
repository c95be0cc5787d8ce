import { useMemo } from 'react';
import { blockGrants, type BlockGrants } from '../../block-grants.ts';
import { useEditor } from '../use-editor.ts';
import { usePageScope } from './page-scope.ts';

/** What the user may do to the blocks of the page being edited (see blockGrants). */
export function useBlockGrants(): BlockGrants {
  const { can } = useEditor();
  const { page } = usePageScope();
  return useMemo(() => blockGrants(can, page), [can, page]);
}
