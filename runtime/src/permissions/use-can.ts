// Whether to show a control: the signed-in user's grants (GET /init, /user/permissions) read by the
// same evaluator the server's operations check with. The server still decides every write.
import { useCallback } from 'react';
import { can, type PermissionAction, type PermissionSubject, type PermissionTarget } from '@tessera/schemas';
import { useApp } from '../state/app-state.ts';

export type Can = (action: PermissionAction, subject: PermissionSubject, target?: PermissionTarget) => boolean;

/**
 * `can(action, subject, target?)` for the signed-in user.
 * @example const can = useCan(); can('manageEditMode', 'items.pages', { subjectId: page.id })
 */
export function useCan(): Can {
  const { user, permissions } = useApp();
  return useCallback<Can>((action, subject, target) => can({ isAdmin: user.isAdmin, permissions }, action, subject, target), [user.isAdmin, permissions]);
}
