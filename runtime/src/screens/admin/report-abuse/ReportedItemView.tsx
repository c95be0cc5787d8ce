import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReportedItem } from '@tessera/schemas';
import { showMemberHtml } from '@tessera/schemas/html-purifier';

/** The reported post or comment as its readers saw it: author, date, title and text, and where it is shown. */
export function ReportedItemView({ item }: { item: ReportedItem }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <article className="report-abuse__item" data-reported-id={item.id} data-deleted={item.deleted}>
      <header className="user-lists__facts">
        <strong>{t(`admin.reportAbuse.byAuthor.${item.type}`, { name: item.author.name })}</strong>
        <time dateTime={item.createdAt}>{when.format(new Date(item.createdAt))}</time>
        {item.deleted && <span className="user-lists__badge report-abuse__status" data-status="deleted">{t('admin.reportAbuse.deleted')}</span>}
        {item.path && <Link to={item.path}>{t('admin.reportAbuse.open')}</Link>}
      </header>
      {item.title && <h2 className="report-abuse__item-title">{item.title}</h2>}
      <div className="report-abuse__item-text" dangerouslySetInnerHTML={{ __html: showMemberHtml(item.message) }} />
      {item.deleted && item.deleteReason && <p className="report-abuse__reason">{t('admin.reportAbuse.deletedBecause', { reason: item.deleteReason })}</p>}
    </article>
  );
}
