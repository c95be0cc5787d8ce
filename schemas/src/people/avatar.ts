/** Names an avatar is drawn from. */
export interface AvatarName {
  firstName?: string;
  lastName?: string;
}

/**
 * Initials shown in an avatar without an image: the first letter of the first and of the last
 * name, upper-cased ('' when both are blank, so the caller can show a generic icon). Letters are
 * taken by code point, so a name starting with an astral character keeps it whole.
 */
export function avatarInitials(profile: AvatarName): string {
  return [profile.firstName, profile.lastName].map(firstLetter).join('').toLocaleUpperCase();
}

function firstLetter(name: string | undefined): string {
  const [first = ''] = Array.from(name?.trim() ?? '');
  return first;
}

/** The avatar's colour class, `avatar-colour-0` … `avatar-colour-9`, from the account id modulo 10. */
export function avatarColourClass(accountId: number): string {
  // Math.abs keeps the class in range should a negative id ever appear.
  return `avatar-colour-${Math.abs(Math.trunc(accountId)) % 10}`;
}
