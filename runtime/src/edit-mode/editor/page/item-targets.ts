// The permission targets of what the editor shows controls for, so grants kept on a module, page
// or container (decision 0020; schemas' item-grants.ts) pass as they do on the server.
import { blockPlace, moduleTarget, pageTarget, type PermissionTarget } from '@tessera/schemas';
import { pageLayout } from '../../block-grants.ts';
import type { PageScope } from './page-scope.ts';

/** A block of the page being edited, where it lies. */
export const blockOnPage = ({ page }: PageScope, blockId: number): PermissionTarget => blockPlace(pageLayout(page), blockId);

/** The page being edited. */
export const thePage = ({ page, module }: PageScope): PermissionTarget => pageTarget(page.id, module.id);

/** The page's module. */
export const theModule = ({ module }: PageScope): PermissionTarget => moduleTarget(module.id);
