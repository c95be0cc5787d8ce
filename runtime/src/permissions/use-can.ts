// Whether to show a control: the signed-in user's grants (GET /init, /user/permissions) read by the
// same evaluator the server's operations check with. The server still decides every write.
import { useCallback } from 'react';
import { can, type PermissionAction, type PermissionSubject, type PermissionTarget } from '@tessera/schemas';
import { usePermissions, useUser } from '../state/hooks.ts';

export type Can = (action: PermissionAction, subject: PermissionSubject, target?: PermissionTarget) => boolean;

/**
 * `can(action, subject, target?)` for the signed-in user. Reads only whether the user is an
 * admin and their grants, so a profile change does not re-render the controls.
 * @example const can = useCan(); can('manageEditMode', 'items.pages', { subjectId: page.id })
 */
export function useCan(): Can {
  const isAdmin = useUser((user) => user.isAdmin);
  const { permissions } = usePermissions();
  return useCallback<Can>((action, subject, target) => can({ isAdmin, permissions }, action, subject, target), [isAdmin, permissions]);
}
