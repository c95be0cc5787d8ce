import { useEffect, useId, useState } from 'react';
import { useTextSet } from '@tessera/blocks';
import { postTexts } from '@tessera/blocks/post-texts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import type { ReportAbuseDetail } from '@tessera/schemas';
import { useApiQuery } from '../../../api/use-api-query.ts';
import { useCan } from '../../../permissions/use-can.ts';
import { Missing } from '../../not-found/Missing.tsx';
import { Spinner } from '../../common/Spinner.tsx';
import { useScreenHeading } from '../../common/use-screen-heading.ts';
import { ModerateItem } from './ModerateItem.tsx';
import { ModerationHistory } from './ModerationHistory.tsx';
import { ReportedItemView } from './ReportedItemView.tsx';
import '../../common/screen.css';
import '../user-lists/user-lists.css';
import '../applications/applications.css';
import './report-abuse.css';

/**
 * /admin/reportAbuse/:id(/:bulkReports): a reported item — its content and author, every report of
 * it, what moderators may do (delete with a reason, re-enable, write to the author, set the
 * status: of every report of the item unless the address ends in /single) and what they did.
 */
export default function ReportAbuseDetailScreen() {
  // The report categories and statuses are named by the post blocks' texts, the report dialog's.
  return useTextSet(postTexts) ? <ReportDetail /> : <Spinner />;
}

function ReportDetail() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const can = useCan();
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, error } = useApiQuery(valid ? 'GET /reportAbuse/{id}' : null, { params: { id } });
  // An action answers the report as it now stands: shown until the next read.
  const [acted, setActed] = useState<ReportAbuseDetail | null>(null);
  useEffect(() => setActed(null), [data]);
  const detail = acted ?? data;
  const title = t('admin.reportAbuse.reportTitle', { id });
  const heading = useScreenHeading(title, pathname);
  const reportsHeading = useId();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  if (!valid || error?.status === 404) return <Missing messageKey="errors.pageNotFound" />;
  return (
    <section className="screen user-lists applications-admin report-abuse" data-page-slug="admin-report-abuse-report">
      <p className="user-lists__back"><Link to="/admin/reportAbuse">{t('admin.reportAbuse.back')}</Link></p>
      <h1 ref={heading} tabIndex={-1} className="screen__title">{title}</h1>
      {error && <p role="alert" className="t-field-error">{error.status === 403 ? error.message : t('errors.somethingWentWrong')}</p>}
      {!detail && !error && <Spinner />}
      {detail && (
        <>
          <ReportedItemView item={detail.item} />
          <h2 id={reportsHeading}>{t('admin.reportAbuse.reports', { count: detail.reports.length })}</h2>
          <ul className="applications-admin__history" aria-labelledby={reportsHeading}>
            {detail.reports.map((report) => (
              <li key={report.id} data-report-id={report.id}>
                <span className="user-lists__facts">
                  <strong>{t(`reportAbuse.categories.${report.category}`)}</strong>
                  <span className="user-lists__badge report-abuse__status" data-status={report.status}>{t(`reportAbuse.statuses.${report.status}`)}</span>
                  <span>{report.reporterName}</span>
                  <time dateTime={report.createdAt}>{when.format(new Date(report.createdAt))}</time>
                </span>
                {report.data.message && <blockquote>{report.data.message}</blockquote>}
              </li>
            ))}
          </ul>
          {can('update', 'abuseReports') && <ModerateItem detail={detail} bulkDefault={params.bulkReports !== 'single'} onActed={setActed} />}
          <ModerationHistory entries={detail.history} />
        </>
      )}
    </section>
  );
}
