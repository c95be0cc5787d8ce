// Who may change a profile through a profile form (forms spec §6): its owner, or, in edit mode,
// someone who may update profiles. The server checks the save again.
export interface ProfileEditor {
  accountId: number;
  profileAccountId: number;
  editMode: boolean;
  mayUpdateProfiles: boolean;
}

export const mayEditProfile = ({ accountId, profileAccountId, editMode, mayUpdateProfiles }: ProfileEditor): boolean =>
  accountId === profileAccountId || (editMode && mayUpdateProfiles);

/** A profile save's changes without undefined and null values (forms spec §4), which it never sends. */
export function profileChanges(changes: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined && value !== null));
}
