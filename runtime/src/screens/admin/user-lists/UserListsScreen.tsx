import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useApiQuery } from '../../../api/use-api-query.ts';
import { Spinner } from '../../common/Spinner.tsx';
import { useScreenHeading } from '../../common/use-screen-heading.ts';
import { listKind } from './list-kind.ts';
import '../../common/screen.css';
import './user-lists.css';

/**
 * /admin/userLists: every user list with how it fills and, for lists filled by hand, its capacity
 * (rules ignore capacities). Kept current by userLists:changes.
 */
export default function UserListsScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = t('admin.userLists.title');
  const heading = useScreenHeading(title, pathname);
  const { data, error } = useApiQuery('GET /userLists');

  return (
    <section className="screen user-lists" data-page-slug="admin-user-lists">
      <h1 ref={heading} tabIndex={-1} className="screen__title">{title}</h1>
      <p className="screen__lead">{t('admin.userLists.lead')}</p>
      {error && <p role="alert" className="t-field-error">{t('errors.somethingWentWrong')}</p>}
      {!data && !error && <Spinner />}
      {data && data.userLists.length === 0 && <p>{t('admin.userLists.empty')}</p>}
      {data && data.userLists.length > 0 && (
        <ul className="user-lists__list">
          {data.userLists.map((list) => (
            <li key={list.id} className="user-lists__item" data-list-id={list.id}>
              <Link className="user-lists__label" to={`/admin/userLists/${list.id}`}>{list.label}</Link>
              <span className="user-lists__facts">
                <span className="user-lists__badge">{t(`admin.userLists.kind.${listKind(list)}`)}</span>
                {listKind(list) === 'manual' && <span>{list.capacity === null ? t('admin.userLists.unlimited') : t('admin.userLists.capacityOf', { capacity: list.capacity })}</span>}
                {list.isFull && <span className="user-lists__badge user-lists__badge--full">{t('admin.userLists.full')}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
