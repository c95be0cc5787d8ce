import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { api } from '../../../api/api.ts';
import { useApiQuery } from '../../../api/use-api-query.ts';
import { useCan } from '../../../permissions/use-can.ts';
import { Missing } from '../../not-found/Missing.tsx';
import { Spinner } from '../../common/Spinner.tsx';
import { useScreenHeading } from '../../common/use-screen-heading.ts';
import { RequestRows } from '../membership-requests/RequestRows.tsx';
import { ApplicationFields } from './ApplicationFields.tsx';
import { ApplicationSettingsForm } from './ApplicationSettingsForm.tsx';
import { PlacesText } from './PlacesText.tsx';
import { refusalMessage } from './refusal-message.ts';
import '../../common/screen.css';
import '../user-lists/user-lists.css';
import './applications.css';

/**
 * /admin/applications/:applicationId: an application's label and list, its form's fields, and its
 * requests (each opening the request screen). Kept current by the userLists events.
 */
export default function ApplicationScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const can = useCan();
  const id = Number(useParams().applicationId);
  const valid = Number.isInteger(id) && id > 0;
  const { data: application, error } = useApiQuery(valid ? 'GET /applications/{id}' : null, { params: { id } });
  const { data: requests } = useApiQuery(valid ? 'GET /applications/membershipRequests/admin' : null, { query: { application: id, limit: 100 } });
  const title = application?.label ?? t('admin.applications.title');
  const heading = useScreenHeading(title, pathname);
  const requestsHeading = useId();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (!valid || error?.status === 404) return <Missing messageKey="errors.pageNotFound" />;
  const mayEdit = can('update', 'items.applications', { subjectId: id });

  async function remove() {
    try {
      await api.call('DELETE /applications/{id}', { params: { id } });
      api.invalidate('applications');
      void navigate('/admin/applications');
    } catch (reason) {
      setFailure(refusalMessage(reason, t('admin.applications.saveFailed')));
    }
  }

  return (
    <section className="screen user-lists applications-admin" data-page-slug="admin-application">
      <p className="user-lists__back"><Link to="/admin/applications">{t('admin.applications.back')}</Link></p>
      <h1 ref={heading} tabIndex={-1} className="screen__title">{title}</h1>
      {error && <p role="alert" className="t-field-error">{t('errors.somethingWentWrong')}</p>}
      {!application && !error && <Spinner />}
      {application && (
        <>
          <p className="user-lists__facts">
            <Link className="user-lists__badge" to={`/admin/userLists/${application.userListId}`}>{application.listLabel}</Link>
            <PlacesText application={application} />
          </p>
          {mayEdit && <ApplicationSettingsForm key={application.revision} application={application} />}
          <ApplicationFields application={application} editable={mayEdit} />
        </>
      )}
      <h2 id={requestsHeading}>{t('admin.applications.requests')}</h2>
      {!requests && <Spinner />}
      {requests && requests.requests.length === 0 && <p>{t('admin.membershipRequests.empty')}</p>}
      {requests && requests.requests.length > 0 && <RequestRows requests={requests.requests} labelledBy={requestsHeading} linkBase={`/admin/applications/${id}/requests`} />}
      {application && can('delete', 'items.applications', { subjectId: id }) && (
        <div className="applications-admin__danger">
          {failure && <p role="alert" className="t-field-error">{failure}</p>}
          {!confirming && <button type="button" className="t-button t-button--secondary" onClick={() => setConfirming(true)}>{t('admin.applications.delete')}</button>}
          {confirming && (
            <>
              <p>{t('admin.applications.deleteConfirm')}</p>
              <div className="applications-admin__actions">
                <button type="button" className="t-button applications-admin__delete" onClick={() => void remove()}>{t('admin.applications.deleteYes')}</button>
                <button type="button" className="t-button t-button--secondary" onClick={() => setConfirming(false)}>{t('common.cancel')}</button>
              </div>
            </>
          )}
        </div>
      )}
    </section>
  );
}
