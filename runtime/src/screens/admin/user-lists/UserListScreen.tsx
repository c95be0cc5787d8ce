import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { useApiQuery } from '../../../api/use-api-query.ts';
import { Missing } from '../../not-found/Missing.tsx';
import { Spinner } from '../../common/Spinner.tsx';
import { useScreenHeading } from '../../common/use-screen-heading.ts';
import { listKind } from './list-kind.ts';
import { ListSettingsForm } from './ListSettingsForm.tsx';
import '../../common/screen.css';
import './user-lists.css';

/**
 * /admin/userLists/:listId: one list — its label and capacity to edit, and its members with their
 * state (hidden memberships marked). Kept current by userLists:changes.
 */
export default function UserListScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const id = Number(useParams().listId);
  const valid = Number.isInteger(id) && id > 0;
  const { data: list, error } = useApiQuery(valid ? 'GET /userLists/{id}' : null, { params: { id } });
  const { data: members, error: membersError } = useApiQuery(valid ? 'GET /userLists/{id}/users' : null, { params: { id } });
  const title = list?.label ?? t('admin.userLists.title');
  const heading = useScreenHeading(title, pathname);
  const membersHeading = useId();

  if (!valid || error?.status === 404) return <Missing messageKey="errors.pageNotFound" />;
  return (
    <section className="screen user-lists" data-page-slug="admin-user-list">
      <p className="user-lists__back"><Link to="/admin/userLists">{t('admin.userLists.back')}</Link></p>
      <h1 ref={heading} tabIndex={-1} className="screen__title">{title}</h1>
      {error && <p role="alert" className="t-field-error">{t('errors.somethingWentWrong')}</p>}
      {!list && !error && <Spinner />}
      {list && (
        <>
          <p className="user-lists__facts">
            <span className="user-lists__badge">{t(`admin.userLists.kind.${listKind(list)}`)}</span>
            {list.isFull && <span className="user-lists__badge user-lists__badge--full">{t('admin.userLists.full')}</span>}
          </p>
          {listKind(list) !== 'manual' && <p className="screen__lead">{t('admin.userLists.fillsItself')}</p>}
          <ListSettingsForm key={list.revision} list={list} withCapacity={listKind(list) === 'manual'} />
        </>
      )}
      <h2 id={membersHeading}>{t('admin.userLists.members')}</h2>
      {membersError && <p role="alert" className="t-field-error">{t('admin.userLists.membersFailed')}</p>}
      {!members && !membersError && <Spinner />}
      {members && members.users.length === 0 && <p>{t('admin.userLists.noMembers')}</p>}
      {members && members.users.length > 0 && (
        <ul className="user-lists__list" aria-labelledby={membersHeading}>
          {members.users.map((member) => (
            <li key={member.membershipId} className="user-lists__item" data-account-id={member.accountId}>
              <span className="user-lists__label">{member.name}</span>
              <span className="user-lists__facts">
                <span>{t(`admin.userLists.state.${member.state}`)}</span>
                {member.hidden && <span className="user-lists__badge">{t('admin.userLists.hidden')}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
