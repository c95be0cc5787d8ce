import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MentionListModel } from './use-mention-suggestions.ts';
import './mentions.css';

/**
 * Whether the list should open above its text box: when it does not fit below it in the visible
 * part of the page (a phone's keyboard takes the bottom) and there is more room above.
 */
function useOpensAbove(list: HTMLElement | null, shown: number): boolean {
  const [above, setAbove] = useState(false);
  useLayoutEffect(() => {
    const field = list?.parentElement;
    if (!list || !field) return;
    const viewport = window.visualViewport;
    const top = viewport?.offsetTop ?? 0;
    const bottom = top + (viewport?.height ?? window.innerHeight);
    const { top: fieldTop, bottom: fieldBottom } = field.getBoundingClientRect();
    setAbove(list.offsetHeight > bottom - fieldBottom && fieldTop - top > bottom - fieldBottom);
  }, [list, shown]);
  return above;
}

/**
 * The mention suggestions under a composer's text box (useMentionSuggestions): a listbox of
 * members, or a note that none was found or the search failed; a live region says what came back.
 * Pressing an option does not take the focus from the box.
 */
export function MentionList({ list }: { list: MentionListModel }) {
  const { t } = useTranslation();
  const { id, status, suggestions, activeId, optionId, pick, highlight } = list;
  const [element, setElement] = useState<HTMLElement | null>(null);
  const above = useOpensAbove(element, status === 'closed' ? 0 : suggestions.length + 1);
  // The highlighted member stays in sight when the list scrolls (a short phone screen).
  useLayoutEffect(() => {
    element?.querySelector('[data-highlighted]')?.scrollIntoView?.({ block: 'nearest' });
  }, [element, activeId]);
  const className = `t-menu mention-list${above ? ' mention-list--above' : ''}`;
  const note = status === 'none' ? t('blocks.posts.mentions.none') : status === 'failed' ? t('blocks.posts.mentions.failed') : '';
  return (
    <>
      {status === 'suggestions' && (
        <ul ref={setElement} id={id} role="listbox" className={className} aria-label={t('blocks.posts.mentions.label')}>
          {suggestions.map((suggestion) => {
            const isActive = suggestion.accountId === activeId;
            return (
              <li
                key={suggestion.accountId} id={optionId(suggestion)} role="option" className="t-menu__item mention-list__option"
                aria-selected={isActive} aria-disabled={suggestion.shared || undefined} data-highlighted={isActive ? '' : undefined}
                onMouseDown={(event) => event.preventDefault()} onMouseMove={() => highlight(suggestion)} onClick={() => pick(suggestion)}
              >
                <span className="mention-list__name">{suggestion.name}</span>
                {suggestion.shared && <span className="mention-list__shared">{t('blocks.posts.mentions.shared')}</span>}
              </li>
            );
          })}
        </ul>
      )}
      {/* Said by the live region below; shown here for the eyes. */}
      {note && <p ref={setElement} className={`${className} mention-list__note`} aria-hidden="true">{note}</p>}
      <p className="t-visually-hidden" role="status">{status === 'suggestions' ? t('blocks.posts.mentions.found', { count: suggestions.length }) : note}</p>
    </>
  );
}
