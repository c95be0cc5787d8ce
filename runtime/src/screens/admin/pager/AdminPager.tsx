// The pager under an admin list (members, membership requests, abuse reports): Previous, where the
// list is, Next. Nothing when the list fits on one page.
import { useTranslation } from 'react-i18next';
import './admin-pager.css';

export function AdminPager({ page, pages, onPage }: { page: number; pages: number; onPage(page: number): void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={t('admin.pager.pages')}>
      <button type="button" className="t-button t-button--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('admin.pager.previous')}</button>
      <span>{t('admin.pager.pageOf', { page, pages })}</span>
      <button type="button" className="t-button t-button--secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('admin.pager.next')}</button>
    </nav>
  );
}
