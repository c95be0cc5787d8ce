import { Avatar } from 'radix-ui';
import { avatarColourClass, avatarInitials } from '@tessera/schemas';
import type { User } from '@tessera/schemas';
import { useSession } from '../../state/hooks.ts';
import { Icon } from '../icons/Icon.tsx';
import { useAvatarPicture } from './use-avatar-picture.ts';
import './avatar.css';

/** The widest an avatar is drawn in the shell (the drawer's 40 px; the header's is 36 px). */
const AVATAR_CSS_SIZE = 40;

/**
 * A member's avatar (spec §3, forms spec §9): their picture as a thumbnail of the width it needs,
 * cut around its focal point, or their initials on one of ten colours chosen by account id (the
 * shared avatarColourClass), or a person glyph when they have no name. Decorative: the name is
 * shown beside it.
 */
export function UserAvatar({ user }: { user: User }) {
  const { basePaths } = useSession();
  const { avatarFileId, ...name } = user.profile.data.profile;
  const picture = useAvatarPicture(basePaths.api, avatarFileId, AVATAR_CSS_SIZE);
  const initials = avatarInitials(name);
  return (
    <Avatar.Root className={`avatar ${avatarColourClass(user.accountId)}`} aria-hidden="true">
      {picture && <Avatar.Image className="avatar__image" src={picture.src} style={{ objectPosition: picture.objectPosition }} alt="" data-testid="user-avatar-image" />}
      <Avatar.Fallback>{initials || <Icon name="user" size={18} />}</Avatar.Fallback>
    </Avatar.Root>
  );
}
