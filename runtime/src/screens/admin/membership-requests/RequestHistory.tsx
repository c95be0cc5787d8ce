import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MembershipRequestChange } from '@tessera/schemas';

/** A request's history, newest first: who moved it from which state to which, when, and their message. */
export function RequestHistory({ changes }: { changes: readonly MembershipRequestChange[] }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const state = (value: string) => t(`admin.userLists.state.${value}`);
  return (
    <>
      <h2 id={headingId}>{t('admin.membershipRequests.history')}</h2>
      <ol className="applications-admin__history" aria-labelledby={headingId} reversed>
        {[...changes].reverse().map((change) => (
          <li key={change.id} data-to-state={change.to}>
            <strong>
              {change.from === null
                ? t('admin.membershipRequests.created', { state: state(change.to) })
                : t('admin.membershipRequests.moved', { from: state(change.from), to: state(change.to) })}
            </strong>
            <span className="user-lists__facts">
              <span>{change.changedByName ?? t('admin.membershipRequests.someone')}</span>
              <time dateTime={change.at}>{when.format(new Date(change.at))}</time>
            </span>
            {change.message && <blockquote>{change.message}</blockquote>}
          </li>
        ))}
      </ol>
    </>
  );
}
