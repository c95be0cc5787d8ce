import { Avatar } from 'radix-ui';
import { avatarColourClass, avatarInitials } from '@tessera/schemas';
import type { User } from '@tessera/schemas';
import { useSession } from '../../state/hooks.ts';
import { Icon } from '../icons/Icon.tsx';
import { imageUrl } from '../links/paths.ts';
import './avatar.css';

/**
 * A member's avatar (spec §3): their picture, or their initials on one of ten colours chosen by
 * account id, or a person glyph when they have no name. Decorative: the name is shown beside it.
 */
export function UserAvatar({ user }: { user: User }) {
  const { basePaths } = useSession();
  const { avatarFileId, ...name } = user.profile.data.profile;
  const initials = avatarInitials(name);
  return (
    <Avatar.Root className={`avatar ${avatarColourClass(user.accountId)}`} aria-hidden="true">
      {avatarFileId != null && <Avatar.Image className="avatar__image" src={imageUrl(basePaths.api, avatarFileId)} alt="" />}
      <Avatar.Fallback>{initials || <Icon name="user" size={18} />}</Avatar.Fallback>
    </Avatar.Root>
  );
}
