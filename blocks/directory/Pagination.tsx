import { useTranslation } from 'react-i18next';

/** The page numbers shown: the first, the last, and two either side of the current one; null marks a gap. */
export function pageNumbers(current: number, last: number): (number | null)[] {
  const shown = [...new Set([1, last, ...[-2, -1, 0, 1, 2].map((step) => current + step)])]
    .filter((page) => page >= 1 && page <= last).sort((a, b) => a - b);
  return shown.flatMap((page, index) => (index > 0 && page - shown[index - 1]! > 1 ? [null, page] : [page]));
}

/** Numbered pages with previous and next (forms spec §9, pagination numbered). */
export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage(page: number): void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="directory-pages" aria-label={t('blocks.directory.pages')}>
      <button type="button" className="t-button t-button--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('blocks.directory.previous')}</button>
      <ol className="directory-pages__numbers">
        {pageNumbers(page, pages).map((number, index) => (number === null
          ? <li key={`gap-${index}`} className="directory-pages__gap" aria-hidden="true">…</li>
          : (
            <li key={number}>
              <button
                type="button"
                className={`t-button ${number === page ? '' : 't-button--ghost'}`}
                aria-current={number === page ? 'page' : undefined}
                aria-label={t('blocks.directory.page', { page: number })}
                onClick={() => onPage(number)}
              >
                {number}
              </button>
            </li>
          )))}
      </ol>
      <button type="button" className="t-button t-button--secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('blocks.directory.next')}</button>
    </nav>
  );
}
