import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { memberHtmlText, type ReportGroup } from '@tessera/schemas';

/** The most characters of an item's text a row shows. */
const EXCERPT = 160;

/** Reported items as rows: an excerpt opening the report, the author, the count, the categories and statuses, and when last reported. */
export function ReportRows({ groups, labelledBy }: { groups: readonly ReportGroup[]; labelledBy: string }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className="user-lists__list" aria-labelledby={labelledBy}>
      {groups.map((group) => {
        const text = group.item.title ?? memberHtmlText(group.item.message);
        return (
          <li key={group.item.id} className="user-lists__item report-abuse__row" data-report-id={group.id} data-reported-id={group.item.id}>
            <Link className="user-lists__label report-abuse__excerpt" to={`/admin/reportAbuse/${group.id}`}>
              {text.length > EXCERPT ? `${text.slice(0, EXCERPT).trimEnd()}…` : text || t('admin.reportAbuse.noText')}
            </Link>
            <span className="user-lists__facts">
              <span>{t(`admin.reportAbuse.byAuthor.${group.item.type}`, { name: group.item.author.name })}</span>
              <strong className="user-lists__badge">{t('admin.reportAbuse.count', { count: group.count })}</strong>
              {group.categories.map((category) => <span key={category} className="user-lists__badge">{t(`reportAbuse.categories.${category}`)}</span>)}
              {group.statuses.map((status) => <span key={status} className="user-lists__badge report-abuse__status" data-status={status}>{t(`reportAbuse.statuses.${status}`)}</span>)}
              {group.item.deleted && <span className="user-lists__badge report-abuse__status" data-status="deleted">{t('admin.reportAbuse.deleted')}</span>}
              <time dateTime={group.lastReportedAt}>{when.format(new Date(group.lastReportedAt))}</time>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
