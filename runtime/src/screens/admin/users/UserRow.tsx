import type { AdminUser } from '@tessera/schemas';
import { publicName } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PersonAvatar } from '../../../people/PersonAvatar.tsx';
import { profilePath } from '../../../people/profile-path.ts';
import { useCan } from '../../../permissions/use-can.ts';
import { useSettings, useUser } from '../../../state/hooks.ts';
import { DeleteUserButton } from './DeleteUserButton.tsx';

/** One member on the users screen: avatar, name (to their profile), email address, lists with states, and deletion. */
export function UserRow({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const ownId = useUser((me) => me.accountId);
  const can = useCan();
  const name = publicName(user, user.accountId);
  const path = profilePath(settings, user.accountId, ownId);
  const mayDelete = user.accountId !== ownId && can('delete', 'profiles', { subjectId: user.accountId, record: { accountId: user.accountId } });
  return (
    <li className="admin-users__item" data-account-id={user.accountId}>
      <PersonAvatar accountId={user.accountId} data={user} cssSize={40} />
      <div className="admin-users__who">
        <span className="admin-users__name">
          {path ? <Link to={path}>{name}</Link> : name}
          {user.isAdmin && <span className="admin-users__badge">{t('admin.users.admin')}</span>}
        </span>
        <span className="admin-users__email">{user.email}</span>
        {user.memberships.length > 0 && (
          <ul className="admin-users__lists" aria-label={t('admin.users.lists')}>
            {user.memberships.map((membership) => (
              <li key={membership.userListId} className="admin-users__membership" data-state={membership.state}>
                {membership.label} · {t(`admin.userLists.state.${membership.state}`)}
                {membership.hidden && ` · ${t('admin.userLists.hidden')}`}
              </li>
            ))}
          </ul>
        )}
      </div>
      {mayDelete && <DeleteUserButton accountId={user.accountId} name={name} />}
    </li>
  );
}
