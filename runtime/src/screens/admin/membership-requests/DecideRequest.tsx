import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextStates, type MembershipRequest, type MembershipState } from '@tessera/schemas';
import { api } from '../../../api/api.ts';
import { notify } from '../../../shell/notices/notices-store.ts';
import { refusalMessage } from '../applications/refusal-message.ts';

const ORDER: readonly MembershipState[] = ['accepted', 'completed', 'returned', 'rejected', 'applied', 'withdrawn', 'banned'];

/**
 * The decisions the transition table allows an admin on this request (accept, reject, return,
 * ban, complete…), each with the optional message the member is told. Sent with the state shown,
 * so a request someone else moved meanwhile is refused rather than overwritten.
 */
export function DecideRequest({ request }: { request: MembershipRequest }) {
  const { t } = useTranslation();
  const ids = { message: useId(), heading: useId() };
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The usual decisions first, banning last.
  const choices = nextStates('admin', request.state).sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  if (choices.length === 0) return null;

  async function decide(state: MembershipState) {
    setBusy(true);
    setFailure(null);
    try {
      await api.call('POST /applications/membershipRequests/admin/{id}/{state}', {
        params: { id: request.id, state },
        body: { changedFrom: request.state, membershipId: request.membershipId, message: message.trim() === '' ? null : message.trim(), shouldSendNotifications: true },
      });
      notify({ colour: 'positive', message: t('admin.membershipRequests.changed', { state: t(`admin.userLists.state.${state}`) }) });
      api.invalidate('applications');
      api.invalidate('userLists');
    } catch (error) {
      setFailure(refusalMessage(error, t('admin.applications.saveFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="applications-admin__decide" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{t('admin.membershipRequests.decide')}</h2>
      <div>
        <label className="t-label" htmlFor={ids.message}>{t('admin.membershipRequests.message')}</label>
        <textarea id={ids.message} className="t-input" maxLength={2000} value={message} onChange={(e) => setMessage(e.target.value)} />
      </div>
      {failure && <p role="alert" className="t-field-error">{failure}</p>}
      <div className="applications-admin__actions">
        {choices.map((state) => (
          <button key={state} type="button" className={state === 'accepted' ? 't-button' : 't-button t-button--secondary'} disabled={busy} onClick={() => void decide(state)}>
            {t(`admin.membershipRequests.to.${state}`)}
          </button>
        ))}
      </div>
    </section>
  );
}
