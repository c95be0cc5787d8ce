// The mention suggestions of a composer's text box. As the member types `@` and a name, members are
// searched (useSearch: 250 ms after the last key, the search before cancelled) and offered in a
// list under the box: arrow keys move, Enter or Tab picks, Escape closes, a click picks, and
// picking writes `@First Last ` in place of what was typed. The box keeps the focus and points at
// the highlighted member with aria-activedescendant, as a combobox does; a textarea may not take
// the combobox role, so it stays a textbox with aria-autocomplete and aria-controls.
// Written by hand rather than on downshift (the pickers'): its combobox owns the whole value of its
// input, where a mention is a part of a longer text, at the caret.
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject, type SyntheticEvent } from 'react';
import { mentionAt } from '@tessera/schemas';
import { useSearch } from '../../fields/pickers/use-search.ts';
import type { PostsHost } from '../posts-host.ts';
import { insertMention } from './insert-mention.ts';
import { matchesTyped, MENTION_SEARCH_LIMIT, mentionSuggestions, type MentionSuggestion } from './mention-suggestions.ts';

/** What the list shows: members, that none was found (for a one-word name), that the search failed, or nothing. */
export type MentionListStatus = 'suggestions' | 'none' | 'failed' | 'closed';

/** The list's side of the suggestions (MentionList shows it). */
export interface MentionListModel {
  id: string;
  status: MentionListStatus;
  suggestions: readonly MentionSuggestion[];
  /** The highlighted member (the one Enter picks). */
  activeId: number | undefined;
  optionId(suggestion: MentionSuggestion): string;
  pick(suggestion: MentionSuggestion): void;
  highlight(suggestion: MentionSuggestion): void;
}

/** What the text box takes: its ref, its handlers and its ARIA attributes. */
export interface MentionBoxProps {
  ref: RefObject<HTMLTextAreaElement | null>;
  onChange(event: SyntheticEvent<HTMLTextAreaElement>): void;
  onSelect(event: SyntheticEvent<HTMLTextAreaElement>): void;
  onFocus(event: SyntheticEvent<HTMLTextAreaElement>): void;
  onBlur(): void;
  onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): void;
  'aria-autocomplete': 'list';
  'aria-controls': string | undefined;
  'aria-activedescendant': string | undefined;
}

interface Options {
  /** The box's text, kept by the composer. */
  text: string;
  onText(text: string): void;
  host: Pick<PostsHost, 'accountId' | 'searchMembers'>;
  /** The list's id (its options' ids start with it). */
  listId: string;
}

/** The caret of a box when nothing is selected, else null (a selection is not typing). */
function caretOf(box: HTMLTextAreaElement): number | null {
  return box.selectionStart === box.selectionEnd ? box.selectionStart : null;
}

/**
 * Mention suggestions for a text box: spread `box` on the textarea and give `list` to a MentionList
 * placed after it, both in an element of class `mention-field` (the list is placed against it).
 */
export function useMentionSuggestions({ text, onText, host, listId }: Options): { box: MentionBoxProps; list: MentionListModel } {
  const ref = useRef<HTMLTextAreaElement>(null);
  /** Null while the box has no focus. */
  const [caret, setCaret] = useState<number | null>(null);
  /** The @ of a mention picked from or closed with Escape: its list stays closed while the caret is in it. */
  const [closedAt, setClosedAt] = useState<number | null>(null);
  const [activeId, setActiveId] = useState<number | null>(null);
  const caretToSet = useRef<number | null>(null);

  const mention = caret === null ? null : mentionAt(text, caret);
  if (closedAt !== null && mention?.start !== closedAt) setClosedAt(null);
  const open = mention !== null && mention.start !== closedAt;
  const typed = open ? mention.typed.trim() : '';

  const search = useCallback((query: string, signal: AbortSignal) => host.searchMembers(query, MENTION_SEARCH_LIMIT, signal), [host]);
  const found = useSearch(typed, search);
  const answered = found.status === 'done' && found.query === typed;
  const fresh = useMemo(() => (found.status === 'done' ? mentionSuggestions(found.results, found.query, host.accountId) : null), [found, host.accountId]);
  // Until the search of what is typed now answers, the last suggestions that still match stay
  // (no flicker at each key).
  const [lastFresh, setLastFresh] = useState<readonly MentionSuggestion[]>([]);
  if (fresh && fresh !== lastFresh) setLastFresh(fresh);
  const latest = fresh ?? (found.status === 'searching' ? lastFresh : []);
  const suggestions = open ? latest.filter((suggestion) => matchesTyped(suggestion.name, typed)) : [];

  let status: MentionListStatus = 'closed';
  if (suggestions.length > 0) status = 'suggestions';
  else if (open && found.status === 'failed') status = 'failed';
  // Past one word, a name nobody has is most likely the member writing on: the list just closes.
  else if (answered && !typed.includes(' ')) status = 'none';

  const pickable = suggestions.filter((suggestion) => !suggestion.shared);
  const active = pickable.find((suggestion) => suggestion.accountId === activeId) ?? pickable[0];
  const optionId = (suggestion: MentionSuggestion) => `${listId}-${suggestion.accountId}`;

  useLayoutEffect(() => {
    if (caretToSet.current === null) return;
    ref.current?.setSelectionRange(caretToSet.current, caretToSet.current);
    caretToSet.current = null;
  });

  function pick(suggestion: MentionSuggestion) {
    if (!mention || caret === null || suggestion.shared) return;
    const inserted = insertMention(text, mention, caret, suggestion.name);
    onText(inserted.text);
    setCaret(inserted.caret);
    setClosedAt(mention.start);
    caretToSet.current = inserted.caret;
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (status === 'closed' || !mention || event.nativeEvent.isComposing) return;
    if (event.key === 'Escape') {
      // Closes the list only (not a dialog the composer is in).
      event.preventDefault();
      event.stopPropagation();
      setClosedAt(mention.start);
      return;
    }
    if (!active || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveId(pickable[(pickable.indexOf(active) + step + pickable.length) % pickable.length]!.accountId);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      pick(active);
    } else {
      return;
    }
    event.preventDefault();
  }

  const readCaret = (event: SyntheticEvent<HTMLTextAreaElement>) => setCaret(caretOf(event.currentTarget));
  const listShown = status === 'suggestions';
  return {
    box: {
      ref,
      onChange(event) {
        onText(event.currentTarget.value);
        readCaret(event);
      },
      onSelect: readCaret,
      onFocus: readCaret,
      onBlur: () => setCaret(null),
      onKeyDown,
      'aria-autocomplete': 'list',
      'aria-controls': listShown ? listId : undefined,
      'aria-activedescendant': listShown && active ? optionId(active) : undefined,
    },
    list: {
      id: listId, status, suggestions, activeId: active?.accountId, optionId, pick,
      highlight(suggestion) {
        if (!suggestion.shared) setActiveId(suggestion.accountId);
      },
    },
  };
}
