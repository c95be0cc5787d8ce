import { useId, useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { ABUSE_CATEGORIES, type AbuseCategory, type Communication } from '@tessera/schemas';
import type { PostsHost } from '../posts-host.ts';
import './report.css';

interface Props {
  host: Pick<PostsHost, 'report'>;
  item: Pick<Communication, 'id' | 'scope' | 'fromName'>;
}

/** Characters a member may add to a report (the schema's limit). */
const MESSAGE_LIMIT = 1000;

/**
 * "Report" on someone else's post or comment: a dialog asks why (a category, a few words) and
 * sends it to the moderators. Reporting again replaces the member's earlier report.
 */
export function ReportButton({ host, item }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [category, setCategory] = useState<AbuseCategory | null>(null);
  const [message, setMessage] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'failed' | 'sent'>('idle');

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!category) return;
    setState('sending');
    try {
      await host.report({ reportedId: item.id, reportedType: item.scope, category, data: message.trim() ? { message: message.trim() } : {} });
      setState('sent');
    } catch {
      setState('failed');
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => { setOpen(next); if (next) setState('idle'); }}>
      <Dialog.Trigger asChild>
        <button type="button" className="t-button t-button--ghost post-report__trigger">{t('reportAbuse.report')}</button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="t-dialog-overlay" />
        <Dialog.Content className="t-dialog post-report">
          <Dialog.Title className="t-dialog__title">{t(item.scope === 'post' ? 'reportAbuse.titlePost' : 'reportAbuse.titleComment', { name: item.fromName })}</Dialog.Title>
          {state === 'sent' ? (
            <>
              <Dialog.Description className="t-dialog__text" role="status">{t('reportAbuse.thanks')}</Dialog.Description>
              <div className="post-report__actions">
                <Dialog.Close asChild><button type="button" className="t-button">{t('reportAbuse.close')}</button></Dialog.Close>
              </div>
            </>
          ) : (
            <form className="post-report__form" onSubmit={(event) => void send(event)}>
              <Dialog.Description className="t-dialog__text">{t('reportAbuse.explain')}</Dialog.Description>
              <fieldset className="post-report__categories">
                <legend>{t('reportAbuse.why')}</legend>
                {ABUSE_CATEGORIES.map((value) => (
                  <label key={value} className="post-report__category">
                    <input type="radio" name={`${id}-category`} value={value} checked={category === value} onChange={() => setCategory(value)} required />
                    {t(`reportAbuse.categories.${value}`)}
                  </label>
                ))}
              </fieldset>
              <label className="post-report__message">
                {t('reportAbuse.message')}
                <textarea className="t-textarea" value={message} maxLength={MESSAGE_LIMIT} rows={3} onChange={(event) => setMessage(event.target.value)} />
              </label>
              {state === 'failed' && <p className="post-report__error" role="alert">{t('reportAbuse.failed')}</p>}
              <div className="post-report__actions">
                <Dialog.Close asChild><button type="button" className="t-button t-button--secondary">{t('reportAbuse.cancel')}</button></Dialog.Close>
                <button type="submit" className="t-button" disabled={!category || state === 'sending'}>{t('reportAbuse.send')}</button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
