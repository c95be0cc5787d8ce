import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModerationEntry } from '@tessera/schemas';

/** What moderators did to the item, newest first: who, what, when, and the reason, comment or status. */
export function ModerationHistory({ entries }: { entries: readonly ModerationEntry[] }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <h2 id={headingId}>{t('admin.reportAbuse.history')}</h2>
      {entries.length === 0 && <p>{t('admin.reportAbuse.noHistory')}</p>}
      <ol className="applications-admin__history" aria-labelledby={headingId} reversed>
        {[...entries].reverse().map((entry, index) => (
          <li key={`${entry.at}:${index}`} data-action={entry.action}>
            <strong>{t(`admin.reportAbuse.actions.${entry.action}`, { status: entry.status ? t(`reportAbuse.statuses.${entry.status}`) : '' })}</strong>
            <span className="user-lists__facts">
              <span>{entry.byName}</span>
              <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
            </span>
            {entry.message && <blockquote>{entry.message}</blockquote>}
          </li>
        ))}
      </ol>
    </>
  );
}
