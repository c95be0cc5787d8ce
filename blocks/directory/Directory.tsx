import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectoryList } from '@tessera/schemas';
import type { BlockComponentProps } from '../renderer/block-component.ts';
import type { DirectoryOptions } from './definition.ts';
import { directoryFilter } from './directory-filter.ts';
import { useDirectoryHost } from './directory-host.ts';
import { MemberCard } from './MemberCard.tsx';
import { Pagination } from './Pagination.tsx';
import { useDebounced } from './use-debounced.ts';
import { useDirectorySearch } from './use-directory-search.ts';
import './Directory.css';

/** Quiet time after the last key before the directory searches (forms spec §9: debounces of 100 to 300 ms). */
export const DIRECTORY_DEBOUNCE_MS = 300;

/**
 * The member directory: a search box searched as the member types, the filters the block offers
 * (a list, check boxes), cards of the members found, each opening their profile, and numbered
 * pages or a load-more button. The server decides what matches and what each card may show.
 */
export default function Directory({ options }: BlockComponentProps<DirectoryOptions>) {
  const { t } = useTranslation();
  const host = useDirectoryHost();
  const ids = useId();
  const [text, setText] = useState('');
  const [listId, setListId] = useState<number | null>(null);
  const [toggles, setToggles] = useState<readonly string[]>([]);
  const [page, setPage] = useState(1);
  const [lists, setLists] = useState<readonly DirectoryList[]>([]);
  const searchText = useDebounced(text.trim(), DIRECTORY_DEBOUNCE_MS);
  const { listFilter, pageSize, pagination, cardFields } = options;
  const append = pagination === 'loadMore';

  const listKeys = listFilter.show ? listFilter.lists.join('\n') : '';
  useEffect(() => {
    if (!host || listKeys === '') return;
    host.lists(listKeys.split('\n')).then(setLists, (error: unknown) => console.warn('The directory lists could not be read:', error));
  }, [host, listKeys]);

  const filter = useMemo(() => directoryFilter(options, { listId, toggles }), [options, listId, toggles]);
  // A new search starts again at its first page.
  const [asked, setAsked] = useState({ searchText, filter });
  if (asked.searchText !== searchText || asked.filter !== filter) {
    setAsked({ searchText, filter });
    setPage(1);
  }
  const body = { text: searchText || undefined, filter, page, limit: pageSize, fields: cardFields.length > 0 ? [...cardFields] : undefined };
  const results = useDirectorySearch(host, body, append);

  if (!host) return <p className="block-message">{t('blocks.directory.noHost')}</p>;
  const pages = Math.max(1, Math.ceil(results.total / pageSize));
  const { status, members, total } = results;
  const firstLoad = status === 'loading' && members.length === 0;
  const toggle = (key: string, on: boolean) => setToggles((current) => (on ? [...current, key] : current.filter((k) => k !== key)));
  // Narrowed by the member (words, a list, a check box), not by who the block lists.
  const narrowed = searchText !== '' || listId !== null || toggles.length > 0;

  return (
    <section className="directory" aria-busy={status === 'loading'}>
      <div className="directory__controls">
        {options.showSearch && (
          <div className="directory__search">
            <label className="t-label" htmlFor={`${ids}-text`}>{t('blocks.directory.search')}</label>
            <input
              id={`${ids}-text`} className="t-input" type="search" value={text} autoComplete="off"
              placeholder={t('blocks.directory.searchPlaceholder')} onChange={(event) => setText(event.target.value)}
            />
          </div>
        )}
        {listFilter.show && lists.length > 0 && (
          <div className="directory__list">
            <label className="t-label" htmlFor={`${ids}-list`}>{t('blocks.directory.list')}</label>
            <select id={`${ids}-list`} className="t-select" value={listId ?? ''} onChange={(event) => setListId(event.target.value === '' ? null : Number(event.target.value))}>
              <option value="">{t('blocks.directory.allMembers')}</option>
              {lists.map((list) => <option key={list.id} value={list.id}>{list.label}</option>)}
            </select>
          </div>
        )}
        {options.toggles.length > 0 && (
          <fieldset className="directory__toggles">
            <legend className="t-label">{t('blocks.directory.only')}</legend>
            {options.toggles.map((item) => (
              <label key={item.key} className="directory__toggle">
                <input type="checkbox" checked={toggles.includes(item.key)} onChange={(event) => toggle(item.key, event.target.checked)} />
                {item.label}
              </label>
            ))}
          </fieldset>
        )}
      </div>

      <p className="directory__status" role="status">
        {status === 'failed' ? '' : firstLoad ? t('blocks.directory.loading') : t('blocks.directory.found', { count: total })}
      </p>

      {status === 'failed' && (
        <div className="directory__notice directory__notice--error" role="alert">
          <p>{t('blocks.directory.failed')}</p>
          <button type="button" className="t-button t-button--secondary" onClick={results.retry}>{t('blocks.directory.retry')}</button>
        </div>
      )}
      {status === 'done' && total === 0 && (
        <div className="directory__notice">
          <p>{t(narrowed ? 'blocks.directory.noMatch' : 'blocks.directory.empty')}</p>
        </div>
      )}
      {firstLoad && <ul className="directory__cards directory__cards--loading" aria-hidden="true">{Array.from({ length: Math.min(pageSize, 6) }, (_, i) => <li key={i} className="directory-card directory-card--placeholder" />)}</ul>}
      {members.length > 0 && (
        <ul className={`directory__cards${status === 'loading' && !append ? ' directory__cards--stale' : ''}`}>
          {members.map((member) => <MemberCard key={member.accountId} member={member} fields={cardFields} host={host} />)}
        </ul>
      )}

      {pagination === 'numbered'
        ? <Pagination page={page} pages={pages} onPage={setPage} />
        : members.length < total && status !== 'failed' && (
          <div className="directory__more">
            <button type="button" className="t-button t-button--secondary" disabled={status === 'loading'} onClick={() => setPage((current) => current + 1)}>
              {status === 'loading' ? t('blocks.directory.loading') : t('blocks.directory.loadMore')}
            </button>
          </div>
        )}
    </section>
  );
}
