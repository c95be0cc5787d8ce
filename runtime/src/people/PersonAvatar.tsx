import { Avatar } from 'radix-ui';
import { personView, type PersonData } from '@tessera/schemas';
import { useSession } from '../state/hooks.ts';
import { Icon } from '../shell/icons/Icon.tsx';
import { useAvatarPicture } from './use-avatar-picture.ts';
import './avatar.css';

export interface PersonAvatarProps {
  accountId: number;
  /** The person's profile values (names, avatarFileId). */
  data: PersonData;
  /** The widest it is drawn, in CSS pixels: the thumbnail is picked for it. Its CSS sets the size shown. */
  cssSize: number;
}

/**
 * A person's avatar (shell spec §3, forms spec §9) as the shared personView reads it: their
 * picture as a thumbnail of the width it needs, cut around its focal point, or their initials on
 * one of ten colours chosen by account id, or a person glyph when they have no name. Decorative:
 * the name is always shown or spoken beside it.
 */
export function PersonAvatar({ accountId, data, cssSize }: PersonAvatarProps) {
  const { basePaths } = useSession();
  const person = personView(accountId, data);
  const picture = useAvatarPicture(basePaths.api, person.avatar.kind === 'image' ? person.avatar.fileId : null, cssSize);
  const initials = person.avatar.kind === 'initials' ? person.avatar.initials : '';
  return (
    <Avatar.Root className={`avatar ${person.colourClass}`} aria-hidden="true">
      {picture && <Avatar.Image className="avatar__image" src={picture.src} style={{ objectPosition: picture.objectPosition }} alt="" data-testid="person-avatar-image" />}
      <Avatar.Fallback>{initials || <Icon name="user" size={Math.round(cssSize / 2)} />}</Avatar.Fallback>
    </Avatar.Root>
  );
}
