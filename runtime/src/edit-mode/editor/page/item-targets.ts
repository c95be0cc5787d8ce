// The permission targets of what the editor shows controls for, so grants kept on a module, page
// or container (decision 0020; schemas' item-grants.ts) pass as they do on the server.
import { blockTarget, moduleTarget, pageTarget, type PermissionTarget } from '@tessera/schemas';
import type { BlockSpot } from '../api/block-calls.ts';
import { ancestorsOf } from './block-spot.ts';
import type { PageScope } from './page-scope.ts';

/** A block of the page being edited. */
export const blockOnPage = ({ page, module }: PageScope, blockId: number): PermissionTarget =>
  blockTarget(blockId, page.id, module.id, ancestorsOf(page, blockId));

/** The page being edited. */
export const thePage = ({ page, module }: PageScope): PermissionTarget => pageTarget(page.id, module.id);

/** The page's module. */
export const theModule = ({ module }: PageScope): PermissionTarget => moduleTarget(module.id);

/** A new block at `spot`: inside the module, the page and the container it goes into. */
export function newBlockAt(scope: PageScope, spot: BlockSpot): PermissionTarget {
  if (spot.parentType === 'page') return { within: [{ kind: 'module', id: scope.module.id }, { kind: 'page', id: scope.page.id }] };
  return { within: [...(blockOnPage(scope, spot.parentId).within ?? []), { kind: 'block', id: spot.parentId }] };
}
