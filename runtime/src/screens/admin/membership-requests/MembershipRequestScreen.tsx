import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { useApiQuery } from '../../../api/use-api-query.ts';
import { useCan } from '../../../permissions/use-can.ts';
import { Missing } from '../../not-found/Missing.tsx';
import { Spinner } from '../../common/Spinner.tsx';
import { useScreenHeading } from '../../common/use-screen-heading.ts';
import { DecideRequest } from './DecideRequest.tsx';
import { RequestHistory } from './RequestHistory.tsx';
import { StateBadge } from './StateBadge.tsx';
import '../../common/screen.css';
import '../user-lists/user-lists.css';
import '../applications/applications.css';

const shown = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * /admin/membershipRequests/:requestId (and /admin/applications/:applicationId/requests/:requestId):
 * one request — the member, the list, the answers given, the decisions the table allows with an
 * optional message, and the request's history. Kept current by the userLists events.
 */
export default function MembershipRequestScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const can = useCan();
  const params = useParams();
  const id = Number(params.requestId);
  const valid = Number.isInteger(id) && id > 0;
  const { data: history, error } = useApiQuery(valid ? 'GET /applications/membershipRequests/admin/archive/{id}' : null, { params: { id } });
  const request = history?.request;
  const { data: application } = useApiQuery(request ? 'GET /applications/{id}' : null, { params: { id: request?.applicationId ?? 0 } });
  const { data: fields } = useApiQuery(request ? 'GET /structure/field' : null, { query: { withSchemas: true } });
  // Answers are kept by data key: each is shown under its field's name.
  const labels = new Map((fields?.fields ?? []).flatMap((field) => {
    const key = field.schema?.key ?? field.key;
    return key && field.name ? [[key, field.name] as const] : [];
  }));
  const title = request?.name ?? t('admin.membershipRequests.title');
  const heading = useScreenHeading(title, pathname);
  const answersHeading = useId();
  const back = params.applicationId ? `/admin/applications/${params.applicationId}` : '/admin/membershipRequests';

  if (!valid || error?.status === 404) return <Missing messageKey="errors.pageNotFound" />;
  const answers = Object.entries(request?.data ?? {});
  return (
    <section className="screen user-lists applications-admin" data-page-slug="admin-membership-request">
      <p className="user-lists__back"><Link to={back}>{t('admin.membershipRequests.back')}</Link></p>
      <h1 ref={heading} tabIndex={-1} className="screen__title">{title}</h1>
      {error && <p role="alert" className="t-field-error">{error.status === 403 ? error.message : t('errors.somethingWentWrong')}</p>}
      {!history && !error && <Spinner />}
      {request && history && (
        <>
          <p className="user-lists__facts">
            <StateBadge state={request.state} />
            {application && <Link to={`/admin/applications/${application.id}`}>{application.label}</Link>}
            {application && <Link className="user-lists__badge" to={`/admin/userLists/${application.userListId}`}>{application.listLabel}</Link>}
          </p>
          {request.message && <blockquote className="applications-admin__message">{request.message}</blockquote>}
          <h2 id={answersHeading}>{t('admin.membershipRequests.answers')}</h2>
          {answers.length === 0 && <p>{t('admin.membershipRequests.noAnswers')}</p>}
          {answers.length > 0 && (
            <dl className="applications-admin__answers" aria-labelledby={answersHeading}>
              {answers.map(([key, value]) => (
                <div key={key} style={{ display: 'contents' }}>
                  <dt>{labels.get(key) ?? key}</dt>
                  <dd>{shown(value)}</dd>
                </div>
              ))}
            </dl>
          )}
          {can('update', 'userLists', { subjectId: request.userListId }) && <DecideRequest key={`${request.id}:${request.revision}`} request={request} />}
          <RequestHistory changes={history.changes} />
        </>
      )}
    </section>
  );
}
