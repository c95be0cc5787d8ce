import { useId } from 'react';
import { useTextSet } from '@tessera/blocks';
import { postTexts } from '@tessera/blocks/post-texts';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { ABUSE_CATEGORIES, ABUSE_REPORT_STATUSES, type ReportAbuseSearchQuery } from '@tessera/schemas';
import { useApiQuery } from '../../../api/use-api-query.ts';
import { Spinner } from '../../common/Spinner.tsx';
import { useScreenHeading } from '../../common/use-screen-heading.ts';
import { ReportRows } from './ReportRows.tsx';
import '../../common/screen.css';
import '../user-lists/user-lists.css';
import '../applications/applications.css';
import { AdminPager } from '../pager/AdminPager.tsx';
import './report-abuse.css';

const PAGE_SIZE = 20;
const TYPES = ['post', 'comment'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
const day = (value: string | null) => (value && DAY.test(value) ? value : undefined);

/**
 * /admin/reportAbuse: the reported posts and comments, one row per item with how many reports it
 * has and why, the item most recently reported first; filtered by status, category, type and the
 * days reported (kept in the address, so a filtered view survives a reload), a page at a time.
 */
export default function ReportAbuseScreen() {
  // The report categories and statuses are named by the post blocks' texts, the report dialog's.
  return useTextSet(postTexts) ? <Reports /> : <Spinner />;
}

function Reports() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const ids = { status: useId(), category: useId(), type: useId(), from: useId(), to: useId(), heading: useId() };
  const query: ReportAbuseSearchQuery = {
    status: oneOf(ABUSE_REPORT_STATUSES, search.get('status')), category: oneOf(ABUSE_CATEGORIES, search.get('category')),
    reportedType: oneOf(TYPES, search.get('type')), from: day(search.get('from')), to: day(search.get('to')),
    page: Math.max(1, Number(search.get('page')) || 1), limit: PAGE_SIZE,
  };
  const page = query.page ?? 1;
  const title = t('admin.reportAbuse.title');
  const heading = useScreenHeading(title, pathname);
  const { data, error } = useApiQuery('GET /reportAbuse/search', { query });
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  const setFilter = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(search);
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, value);
    if (name !== 'page') next.delete('page');
    setSearch(next);
  };
  const choice = (id: string, name: string, label: string, all: string, values: readonly string[], text: (value: string) => string) => (
    <div>
      <label className="t-label" htmlFor={id}>{label}</label>
      <select id={id} className="t-input" value={search.get(name) ?? ''} onChange={(e) => setFilter(name, e.target.value)}>
        <option value="">{all}</option>
        {values.map((value) => <option key={value} value={value}>{text(value)}</option>)}
      </select>
    </div>
  );

  return (
    <section className="screen user-lists applications-admin report-abuse" data-page-slug="admin-report-abuse">
      <h1 ref={heading} tabIndex={-1} className="screen__title">{title}</h1>
      <p className="screen__lead">{t('admin.reportAbuse.lead')}</p>
      <div className="applications-admin__filters">
        {choice(ids.status, 'status', t('admin.reportAbuse.status'), t('admin.reportAbuse.allStatuses'), ABUSE_REPORT_STATUSES, (value) => t(`reportAbuse.statuses.${value}`))}
        {choice(ids.category, 'category', t('admin.reportAbuse.category'), t('admin.reportAbuse.allCategories'), ABUSE_CATEGORIES, (value) => t(`reportAbuse.categories.${value}`))}
        {choice(ids.type, 'type', t('admin.reportAbuse.type'), t('admin.reportAbuse.allTypes'), TYPES, (value) => t(`admin.reportAbuse.types.${value}`))}
        <div>
          <label className="t-label" htmlFor={ids.from}>{t('admin.reportAbuse.from')}</label>
          <input id={ids.from} type="date" className="t-input" value={query.from ?? ''} onChange={(e) => setFilter('from', e.target.value)} />
        </div>
        <div>
          <label className="t-label" htmlFor={ids.to}>{t('admin.reportAbuse.to')}</label>
          <input id={ids.to} type="date" className="t-input" value={query.to ?? ''} onChange={(e) => setFilter('to', e.target.value)} />
        </div>
      </div>
      <h2 id={ids.heading} className="t-visually-hidden">{t('admin.reportAbuse.results')}</h2>
      {error && <p role="alert" className="t-field-error">{error.status === 403 ? error.message : t('errors.somethingWentWrong')}</p>}
      {!data && !error && <Spinner />}
      {data && data.items.length === 0 && <p>{t('admin.reportAbuse.empty')}</p>}
      {data && data.items.length > 0 && <ReportRows groups={data.items} labelledBy={ids.heading} />}
      <AdminPager page={page} pages={pages} onPage={(to) => setFilter('page', String(to))} />
    </section>
  );
}
