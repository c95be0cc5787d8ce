import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDebounce } from 'use-debounce';
import { useApiQuery } from '../../../api/use-api-query.ts';
import { Spinner } from '../../common/Spinner.tsx';
import { useScreenHeading } from '../../common/use-screen-heading.ts';
import { UserRow } from './UserRow.tsx';
import '../../common/screen.css';
import './users.css';
import { AdminPager } from '../pager/AdminPager.tsx';

/** Rows on one page of the screen. */
const PAGE_SIZE = 20;

/**
 * /admin/users (shell spec §2.2): the members, found as one types a name or email address, each
 * with their lists and membership states, a link to their profile and, for those who may, the
 * deletion of their account. The server decides what is listed (accessUserData, accessUsersLists).
 */
export default function UsersScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = t('admin.users.title');
  const heading = useScreenHeading(title, pathname);
  const [typed, setTyped] = useState('');
  const [text] = useDebounce(typed.trim(), 250);
  const [page, setPage] = useState(1);
  const { data, error } = useApiQuery('GET /admin/users', { query: { ...(text && { text }), page, limit: PAGE_SIZE }, cache: false });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  return (
    <section className="screen admin-users" data-page-slug="admin-users">
      <h1 ref={heading} tabIndex={-1} className="screen__title">{title}</h1>
      <p className="screen__lead">{t('admin.users.lead')}</p>
      <label className="admin-users__search">
        <span>{t('admin.users.search')}</span>
        <input className="t-input" type="search" value={typed} onChange={(event) => { setTyped(event.target.value); setPage(1); }} />
      </label>
      {error && <p role="alert" className="t-field-error">{t('admin.users.loadFailed')}</p>}
      {!data && !error && <Spinner />}
      {data && (
        <>
          <p className="admin-users__count" role="status">{t('admin.users.count', { count: data.total })}</p>
          {data.users.length > 0 && (
            <ul className="admin-users__list">
              {data.users.map((user) => <UserRow key={user.accountId} user={user} />)}
            </ul>
          )}
          <AdminPager page={page} pages={pages} onPage={setPage} />
        </>
      )}
    </section>
  );
}
