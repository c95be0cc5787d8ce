import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useCombobox, useMultipleSelection } from 'downshift';
import { useSearch, type SearchState } from './use-search.ts';
import './pickers.css';

/** How a combobox names and tells apart the things it offers. */
export interface ItemText<T> {
  key(item: T): string;
  label(item: T): string;
  detail?(item: T): string | undefined;
}

export interface SearchComboboxProps<T> {
  /** The input's id: the field's label points at it. */
  id: string;
  label: string;
  selected: readonly T[];
  /** At most one chosen: choosing another replaces it. */
  single?: boolean;
  /** Null when the form has no source to search: the box says so and stays disabled. */
  search: ((text: string, signal: AbortSignal) => Promise<readonly T[]>) | null;
  text: ItemText<T>;
  onChange(selected: T[]): void;
  onBlur(): void;
  onFocus(): void;
  disabled?: boolean;
  readonly?: boolean;
  /** The field's own aria-describedby, aria-invalid and aria-required (controlAria). */
  aria: Record<string, string | boolean | undefined>;
}

/** What the live region says about the search (empty when there is nothing to say). */
function statusText<T>(t: TFunction, state: SearchState<T>, shown: number): string {
  switch (state.status) {
    case 'searching': return t('form.picker.searching');
    case 'failed': return t('form.picker.failed');
    case 'done': return shown ? t('form.picker.results', { count: shown }) : t('form.picker.noResults');
    default: return '';
  }
}

/**
 * A search-as-you-type combobox (the WAI-ARIA 1.2 pattern, by downshift): typing searches,
 * arrows move through the results, Enter or a click chooses one, Escape closes the list. What is
 * chosen shows as chips before the box; arrow left from the box's start walks them and Backspace
 * or Delete removes one, as does each chip's Remove button. A live region tells how many results
 * came back.
 */
export function SearchCombobox<T>(props: SearchComboboxProps<T>) {
  const { t } = useTranslation();
  const { id, label, selected, single = false, search, text, onChange, disabled, readonly, aria } = props;
  const [inputValue, setInputValue] = useState('');
  const state = useSearch(inputValue, search);
  const chosenKeys = new Set(selected.map(text.key));
  const items = state.status === 'done' ? state.results.filter((item) => !chosenKeys.has(text.key(item))) : [];

  const choose = (item: T) => onChange(single ? [item] : [...selected, item]);
  const remove = (item: T) => onChange(selected.filter((other) => text.key(other) !== text.key(item)));

  const { getSelectedItemProps, getDropdownProps } = useMultipleSelection<T>({
    selectedItems: [...selected],
    itemToKey: (item) => (item === null ? '' : text.key(item)),
    onStateChange({ selectedItems, type }) {
      switch (type) {
        case useMultipleSelection.stateChangeTypes.SelectedItemKeyDownBackspace:
        case useMultipleSelection.stateChangeTypes.SelectedItemKeyDownDelete:
        case useMultipleSelection.stateChangeTypes.DropdownKeyDownBackspace:
        case useMultipleSelection.stateChangeTypes.FunctionRemoveSelectedItem:
          onChange(selectedItems ?? []);
          break;
        default:
          break;
      }
    },
  });

  const { isOpen, getMenuProps, getInputProps, getItemProps, highlightedIndex } = useCombobox<T>({
    items,
    inputId: id,
    menuId: `${id}__results`,
    itemToString: (item) => (item === null ? '' : text.label(item)),
    itemToKey: (item) => (item === null ? '' : text.key(item)),
    defaultHighlightedIndex: 0,
    selectedItem: null,
    inputValue,
    stateReducer(current, { changes, type }) {
      switch (type) {
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          // Several may be chosen: keep the list open where it was, the text cleared for the next search.
          return { ...changes, isOpen: !single, highlightedIndex: current.highlightedIndex, inputValue: '' };
        default:
          return changes;
      }
    },
    onStateChange({ inputValue: typed, type, selectedItem }) {
      switch (type) {
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          if (selectedItem) choose(selectedItem);
          setInputValue('');
          break;
        case useCombobox.stateChangeTypes.InputChange:
          setInputValue(typed ?? '');
          break;
        default:
          break;
      }
    },
  });

  const status = statusText(t, state, items.length);
  const helpId = `${id}__picker-help`;
  const describedBy = [helpId, aria['aria-describedby']].filter(Boolean).join(' ');
  const showList = isOpen && items.length > 0;

  return (
    <div className="field-picker">
      {selected.length > 0 && (
        <ul className="field-picker__chosen" aria-label={t('form.picker.chosen', { label })}>
          {selected.map((item, index) => (
            <li key={text.key(item)} className="field-picker__chip" {...getSelectedItemProps({ selectedItem: item, index })}>
              <span>{text.label(item)}</span>
              {!(disabled || readonly) && (
                <button
                  type="button"
                  tabIndex={-1}
                  className="field-picker__remove"
                  aria-label={t('form.picker.remove', { item: text.label(item) })}
                  onClick={(event) => {
                    event.stopPropagation();
                    remove(item);
                  }}
                >×</button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="field-picker__box">
        <input
          className="t-input"
          type="search"
          disabled={disabled || !search}
          readOnly={readonly}
          placeholder={search ? t('form.picker.placeholder') : t('form.picker.unavailable')}
          {...getInputProps({
            ...getDropdownProps({ preventKeyAction: isOpen }),
            onBlur: () => props.onBlur(),
            onFocus: () => props.onFocus(),
            onKeyDown: (event) => {
              // Enter with no result highlighted must not submit the form.
              if (event.key === 'Enter') event.preventDefault();
            },
          })}
          {...aria}
          aria-labelledby={undefined}
          aria-describedby={describedBy}
        />
        <ul className="field-picker__results" hidden={!showList} {...getMenuProps({ 'aria-label': t('form.picker.resultsOf', { label }) })}>
          {showList && items.map((item, index) => (
            <li
              key={text.key(item)}
              className={`field-picker__option${highlightedIndex === index ? ' field-picker__option--active' : ''}`}
              {...getItemProps({ item, index })}
            >
              <span className="field-picker__option-label">{text.label(item)}</span>
              {text.detail?.(item) && <span className="field-picker__option-detail">{text.detail(item)}</span>}
            </li>
          ))}
        </ul>
      </div>
      <p id={helpId} className="field-hint">{search ? t('form.picker.help') : t('form.picker.unavailableHelp')}</p>
      <p className="t-visually-hidden" role="status">{status}</p>
    </div>
  );
}
