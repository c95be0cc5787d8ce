import type { Permission } from '../generated/model.ts';
import { grantAllows, type PermissionHolder } from './can.ts';

/**
 * Whether `holder` holds everything `grant` allows: an admin does; anyone else when one of their
 * grants allows the action on the subject at least as widely (no narrower item, container, scope,
 * field or conditions). Read conservatively: a grant it cannot show to be covered is not.
 */
export function holdsGrant(holder: PermissionHolder, grant: Permission): boolean {
  if (holder.isAdmin) return true;
  const target = {
    ...(grant.subjectId === undefined ? {} : { subjectId: grant.subjectId }),
    within: grant.within ? [grant.within] : [],
    ...(grant.scope === undefined ? {} : { scope: grant.scope }),
    ...(grant.field === undefined ? {} : { field: grant.field }),
  };
  return holder.permissions.some((own) => (own.conditions === undefined || grant.conditions !== undefined)
    && grantAllows(own, grant.action, grant.subject, { ...target, ...(grant.conditions === undefined ? {} : { record: grant.conditions }) }));
}

/**
 * The grants among `grants` that `holder` holds too (see holdsGrant): what someone may be shown as
 * having without gaining anything they do not have (admin view-as for those allowed it through a list).
 */
export const heldGrants = (holder: PermissionHolder, grants: readonly Permission[]): Permission[] =>
  grants.filter((grant) => holdsGrant(holder, grant));
