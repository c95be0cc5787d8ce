import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { MEMBERSHIP_STATES, type MembershipState } from '@tessera/schemas';
import { useApiQuery } from '../../../api/use-api-query.ts';
import { Spinner } from '../../common/Spinner.tsx';
import { useScreenHeading } from '../../common/use-screen-heading.ts';
import { ListSelect } from '../applications/ListSelect.tsx';
import { RequestRows } from './RequestRows.tsx';
import '../../common/screen.css';
import '../user-lists/user-lists.css';
import '../applications/applications.css';
import { AdminPager } from '../pager/AdminPager.tsx';

const PAGE_SIZE = 20;
const isState = (value: string | null): value is MembershipState => (MEMBERSHIP_STATES as readonly string[]).includes(value ?? '');

/**
 * /admin/membershipRequests: every request, newest change first, filtered by state and list (kept
 * in the address, so a filtered view can be shared and survives a reload), a page at a time.
 */
export default function MembershipRequestsScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const ids = { state: useId(), list: useId(), heading: useId() };
  const state = isState(search.get('state')) ? (search.get('state') as MembershipState) : undefined;
  const list = Number(search.get('list')) || undefined;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const title = t('admin.membershipRequests.title');
  const heading = useScreenHeading(title, pathname);
  const { data, error } = useApiQuery('GET /applications/membershipRequests/admin', { query: { state, list, page, limit: PAGE_SIZE } });
  const { data: lists } = useApiQuery('GET /userLists');
  const labels = new Map((lists?.userLists ?? []).map((userList) => [userList.id, userList.label]));
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  const setFilter = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(search);
    if (value === undefined) next.delete(name);
    else next.set(name, value);
    if (name !== 'page') next.delete('page');
    setSearch(next);
  };

  return (
    <section className="screen user-lists applications-admin" data-page-slug="admin-membership-requests">
      <h1 ref={heading} tabIndex={-1} className="screen__title">{title}</h1>
      <p className="screen__lead">{t('admin.membershipRequests.lead')}</p>
      <p><Link to="/admin/applications">{t('admin.applications.title')}</Link></p>
      <div className="applications-admin__filters">
        <div>
          <label className="t-label" htmlFor={ids.state}>{t('admin.membershipRequests.state')}</label>
          <select id={ids.state} className="t-input" value={state ?? ''} onChange={(e) => setFilter('state', e.target.value || undefined)}>
            <option value="">{t('admin.membershipRequests.allStates')}</option>
            {MEMBERSHIP_STATES.map((option) => <option key={option} value={option}>{t(`admin.userLists.state.${option}`)}</option>)}
          </select>
        </div>
        <div>
          <label className="t-label" htmlFor={ids.list}>{t('admin.applications.list')}</label>
          <ListSelect id={ids.list} value={list ?? null} allLabel={t('admin.membershipRequests.allLists')} onChange={(value) => setFilter('list', value === null ? undefined : String(value))} />
        </div>
      </div>
      <h2 id={ids.heading} className="t-visually-hidden">{t('admin.membershipRequests.results')}</h2>
      {error && <p role="alert" className="t-field-error">{error.status === 403 ? error.message : t('errors.somethingWentWrong')}</p>}
      {!data && !error && <Spinner />}
      {data && data.requests.length === 0 && <p>{t('admin.membershipRequests.empty')}</p>}
      {data && data.requests.length > 0 && (
        <RequestRows requests={data.requests} labelledBy={ids.heading} linkBase="/admin/membershipRequests" listLabel={(id) => labels.get(id)} />
      )}
      <AdminPager page={page} pages={pages} onPage={(to) => setFilter('page', String(to))} />
    </section>
  );
}
