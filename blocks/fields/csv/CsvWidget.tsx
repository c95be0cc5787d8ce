import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@rjsf/utils';
import { controlAria } from '../templates/described-by.ts';
import { csvItems, csvText, withTyped } from './csv-values.ts';
import './csv.css';

/**
 * Comma-separated values as chips: Enter or a comma adds what is typed (a paste of several items
 * adds each), each chip has its own Remove button, and leaving the box keeps what was typed.
 * The value stays comma-separated text (csv-values.ts).
 */
export function CsvWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, htmlName, autofocus } = props;
  const items = csvItems(value);
  const [typed, setTyped] = useState('');
  const locked = disabled || readonly;
  const helpId = `${id}__csv-help`;
  const aria = controlAria(props);

  const commit = () => {
    if (typed.trim() === '') return items;
    const next = withTyped(items, typed);
    setTyped('');
    onChange(csvText(next));
    return next;
  };
  const remove = (item: string) => onChange(csvText(items.filter((other) => other !== item)));

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault(); // Enter would save the form; a comma belongs to no item
      commit();
    } else if (event.key === 'Backspace' && typed === '' && items.length) {
      remove(items[items.length - 1]!);
    }
  }

  return (
    <div className="field-csv">
      {items.length > 0 && (
        <ul className="field-csv__chips" aria-label={t('form.csv.items', { label: props.label })}>
          {items.map((item, index) => (
            <li key={`${index}:${item}`} className="field-csv__chip">
              <span>{item}</span>
              {!locked && (
                <button type="button" className="field-csv__remove" onClick={() => remove(item)} aria-label={t('form.csv.remove', { item })}>×</button>
              )}
            </li>
          ))}
        </ul>
      )}
      <input
        className="t-input"
        id={id}
        name={htmlName ?? id}
        autoFocus={autofocus}
        value={typed}
        disabled={disabled}
        readOnly={readonly}
        enterKeyHint="enter"
        onChange={(event) => {
          // A paste with commas adds its items at once.
          if (event.target.value.includes(',')) {
            onChange(csvText(withTyped(items, event.target.value)));
            setTyped('');
          } else setTyped(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => onBlur(id, csvText(commit()))}
        onFocus={() => onFocus(id, value)}
        {...aria}
        aria-describedby={[helpId, aria['aria-describedby']].filter(Boolean).join(' ')}
      />
      {!locked && <p id={helpId} className="field-hint">{t('form.csv.help')}</p>}
    </div>
  );
}
