import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ABUSE_REPORT_STATUSES, type AbuseReportStatus, type ReportAbuseDetail } from '@tessera/schemas';
import { api } from '../../../api/api.ts';
import { notify } from '../../../shell/notices/notices-store.ts';
import { refusalMessage } from '../applications/refusal-message.ts';

interface Props {
  detail: ReportAbuseDetail;
  /** Whether a status set applies to every report of the item at first. */
  bulkDefault: boolean;
  onActed(detail: ReportAbuseDetail): void;
}

/**
 * What a moderator may do to the reported item: delete it with a reason its author is told,
 * bring it back, write to its author, and set the report's status (or every report's of the item).
 */
export function ModerateItem({ detail, bulkDefault, onActed }: Props) {
  const { t } = useTranslation();
  const ids = { heading: useId(), reason: useId(), message: useId(), status: useId() };
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState('');
  const [status, setStatus] = useState<AbuseReportStatus>(detail.reports.find((report) => report.id === detail.id)?.status ?? 'open');
  const [bulk, setBulk] = useState(bulkDefault);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function act(work: () => Promise<ReportAbuseDetail>, done: string, clear?: () => void) {
    setBusy(true);
    setFailure(null);
    try {
      onActed(await work());
      clear?.();
      notify({ colour: 'positive', message: done });
      api.invalidate('reportAbuse');
    } catch (error) {
      setFailure(refusalMessage(error, t('admin.reportAbuse.failed')));
    } finally {
      setBusy(false);
    }
  }
  const id = detail.id;

  return (
    <section className="applications-admin__decide report-abuse__moderate" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{t('admin.reportAbuse.moderate')}</h2>
      {failure && <p role="alert" className="t-field-error">{failure}</p>}
      {detail.item.deleted ? (
        <div className="applications-admin__actions">
          <button type="button" className="t-button" disabled={busy} onClick={() => void act(
            () => api.call('POST /reportAbuse/enableCommunicationAdmin', { body: { id } }), t('admin.reportAbuse.enabled'),
          )}>{t('admin.reportAbuse.enable')}</button>
        </div>
      ) : (
        <form className="report-abuse__form" onSubmit={(event) => {
          event.preventDefault();
          void act(() => api.call('POST /reportAbuse/deleteCommunicationAdmin', { body: { id, reason: reason.trim() } }), t('admin.reportAbuse.deletedDone'), () => setReason(''));
        }}>
          <label className="t-label" htmlFor={ids.reason}>{t('admin.reportAbuse.reason')}</label>
          <textarea id={ids.reason} className="t-input" required maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          <div className="applications-admin__actions">
            <button type="submit" className="t-button applications-admin__delete" disabled={busy || reason.trim() === ''}>{t('admin.reportAbuse.delete')}</button>
          </div>
        </form>
      )}
      <form className="report-abuse__form" onSubmit={(event) => {
        event.preventDefault();
        void act(() => api.call('POST /reportAbuse/commentCommunicationAdmin', { body: { id, message: message.trim() } }), t('admin.reportAbuse.commented'), () => setMessage(''));
      }}>
        <label className="t-label" htmlFor={ids.message}>{t('admin.reportAbuse.comment')}</label>
        <textarea id={ids.message} className="t-input" required maxLength={1000} value={message} onChange={(e) => setMessage(e.target.value)} />
        <div className="applications-admin__actions">
          <button type="submit" className="t-button t-button--secondary" disabled={busy || message.trim() === ''}>{t('admin.reportAbuse.send')}</button>
        </div>
      </form>
      <form className="report-abuse__form" onSubmit={(event) => {
        event.preventDefault();
        void act(() => api.call('POST /reportAbuse/{id}', { params: { id }, body: { status, bulk } }), t('admin.reportAbuse.statusSet'));
      }}>
        <label className="t-label" htmlFor={ids.status}>{t('admin.reportAbuse.status')}</label>
        <div className="applications-admin__actions">
          <select id={ids.status} className="t-input report-abuse__status-select" value={status} onChange={(e) => setStatus(e.target.value as AbuseReportStatus)}>
            {ABUSE_REPORT_STATUSES.map((value) => <option key={value} value={value}>{t(`reportAbuse.statuses.${value}`)}</option>)}
          </select>
          <button type="submit" className="t-button t-button--secondary" disabled={busy}>{t('admin.reportAbuse.setStatus')}</button>
        </div>
        {detail.reports.length > 1 && (
          <label className="report-abuse__bulk">
            <input type="checkbox" checked={bulk} onChange={(e) => setBulk(e.target.checked)} />
            {t('admin.reportAbuse.bulk', { count: detail.reports.length })}
          </label>
        )}
      </form>
    </section>
  );
}
