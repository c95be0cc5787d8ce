import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { api } from '../../../api/api.ts';
import { ApiError } from '../../../api/api-error.ts';
import { useApiQuery } from '../../../api/use-api-query.ts';
import { useCan } from '../../../permissions/use-can.ts';
import { notify } from '../../../shell/notices/notices-store.ts';
import { Spinner } from '../../common/Spinner.tsx';
import { useScreenHeading } from '../../common/use-screen-heading.ts';
import { ListSelect } from './ListSelect.tsx';
import { PlacesText } from './PlacesText.tsx';
import '../../common/screen.css';
import '../user-lists/user-lists.css';

/** The create form: a label and the list (filled by hand) an accepted request joins. */
function NewApplicationForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = { label: useId(), list: useId() };
  const [label, setLabel] = useState('');
  const [listId, setListId] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);

  async function create(event: FormEvent) {
    event.preventDefault();
    if (label.trim() === '' || listId === null) return;
    setSaving(true);
    try {
      const application = await api.call('PUT /applications', { body: { label: label.trim(), listId } });
      api.invalidate('applications');
      void navigate(`/admin/applications/${application.id}`);
    } catch (error) {
      notify({ colour: 'negative', message: error instanceof ApiError && error.status < 500 ? error.message : t('admin.applications.saveFailed') });
      setSaving(false);
    }
  }

  return (
    <form className="user-lists__form" onSubmit={create} noValidate>
      <h2>{t('admin.applications.new')}</h2>
      <div>
        <label className="t-label" htmlFor={ids.label}>{t('admin.applications.label')}</label>
        <input id={ids.label} className="t-input" value={label} maxLength={256} onChange={(e) => setLabel(e.target.value)} />
      </div>
      <div>
        <label className="t-label" htmlFor={ids.list}>{t('admin.applications.list')}</label>
        <ListSelect id={ids.list} value={listId} onChange={setListId} />
      </div>
      <button type="submit" className="t-button" disabled={saving || label.trim() === '' || listId === null}>{t('admin.applications.create')}</button>
    </form>
  );
}

/** /admin/applications: every application with its list and places left, and a form to create one. Kept current by userLists events. */
export default function ApplicationsScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const can = useCan();
  const title = t('admin.applications.title');
  const heading = useScreenHeading(title, pathname);
  const { data, error } = useApiQuery('GET /applications');

  return (
    <section className="screen user-lists" data-page-slug="admin-applications">
      <h1 ref={heading} tabIndex={-1} className="screen__title">{title}</h1>
      <p className="screen__lead">{t('admin.applications.lead')}</p>
      <p><Link to="/admin/membershipRequests">{t('admin.membershipRequests.title')}</Link></p>
      {error && <p role="alert" className="t-field-error">{t('errors.somethingWentWrong')}</p>}
      {!data && !error && <Spinner />}
      {data && data.applications.length === 0 && <p>{t('admin.applications.empty')}</p>}
      {data && data.applications.length > 0 && (
        <ul className="user-lists__list">
          {data.applications.map((application) => (
            <li key={application.id} className="user-lists__item" data-application-id={application.id}>
              <Link className="user-lists__label" to={`/admin/applications/${application.id}`}>{application.label}</Link>
              <span className="user-lists__facts">
                <span className="user-lists__badge">{application.listLabel}</span>
                <PlacesText application={application} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {can('create', 'items.applications') && <NewApplicationForm />}
    </section>
  );
}
