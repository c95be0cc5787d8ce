import { avatarColourClass, avatarInitials, type AvatarName } from './avatar.ts';
import { publicName } from './public-name.ts';

/** The profile values a person is shown by. */
export interface PersonData extends AvatarName {
  avatarFileId?: number | null;
}

/** How a person shows wherever one is shown (shell spec §3): the one reading of the avatar and public name rules. */
export interface PersonView {
  accountId: number;
  /** First plus last name, else the account id. */
  name: string;
  /** What the avatar shows: the picture when there is one, else initials ('' when there is no name: a generic glyph). */
  avatar: { kind: 'image'; fileId: number } | { kind: 'initials'; initials: string };
  /** `avatar-colour-0` … `avatar-colour-9`: the account id modulo 10. */
  colourClass: string;
}

/**
 * A person as every screen shows them: name, avatar picture or initials, avatar colour.
 * @example personView(profile.accountId, profile.data.profile).name // 'Ada Lovelace'
 */
export function personView(accountId: number, data: PersonData): PersonView {
  const { avatarFileId } = data;
  return {
    accountId,
    name: publicName(data, accountId),
    avatar: typeof avatarFileId === 'number' ? { kind: 'image', fileId: avatarFileId } : { kind: 'initials', initials: avatarInitials(data) },
    colourClass: avatarColourClass(accountId),
  };
}
