// Archived means gone for members: an archived module, its pages and their blocks answer as if
// they did not exist. Those who may change the module (and so bring it back) still read them.
import { can, type Module, type PermissionHolder } from '@tessera/schemas';

/** Whether `viewer` may read `module` (and what is in it). */
export function mayReadModule(viewer: PermissionHolder, module: Pick<Module, 'id' | 'archived'>): boolean {
  return module.archived !== true || can(viewer, 'manageSettings', 'items.modules', { subjectId: module.id });
}
