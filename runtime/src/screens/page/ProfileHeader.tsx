import { personView, type Profile } from '@tessera/schemas';
import { MessageButton } from '../../chat/MessageButton.tsx';
import { FavouriteToggle } from '../../people/FavouriteToggle.tsx';
import { PersonAvatar } from '../../people/PersonAvatar.tsx';
import { PresenceIndicator } from '../../people/PresenceIndicator.tsx';
import './profile-header.css';

/** The avatar's size on a profile page. */
const AVATAR_SIZE = 72;

/**
 * Whose profile a profile page shows (a numeric target id, shell spec §2.1): their avatar, public
 * name and connectivity, a Message button when the member may start a chat with them, and the
 * control that adds them to the member's favourites. The page's
 * blocks (a profile form showing their public values…) follow it.
 */
export function ProfileHeader({ profile }: { profile: Profile }) {
  const { accountId, data } = profile;
  const { name } = personView(accountId, data.profile);
  return (
    <header className="profile-header" data-account-id={accountId}>
      <PersonAvatar accountId={accountId} data={data.profile} cssSize={AVATAR_SIZE} />
      <div className="profile-header__text">
        <p className="profile-header__name" data-testid="profile-name">{name}</p>
        <PresenceIndicator online={profile.online} />
      </div>
      <MessageButton accountId={accountId} />
      <FavouriteToggle accountId={accountId} name={name} />
    </header>
  );
}
