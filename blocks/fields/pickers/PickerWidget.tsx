import { useEffect, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { FieldSources, PickerOption } from '../field-sources.ts';
import { fieldFormContext } from '../form-context.ts';
import { controlAria } from '../templates/described-by.ts';
import { SearchCombobox, type ItemText } from './SearchCombobox.tsx';

/** The source each picker type searches. */
export type PickerKind = keyof Pick<FieldSources, 'members' | 'lists' | 'entities'>;

const OPTION_TEXT: ItemText<PickerOption> = { key: (option) => String(option.id), label: (option) => option.label, detail: (option) => option.detail };

const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : []);

/**
 * The options of the chosen ids: those chosen here are known, the others (a form opened with ids)
 * are asked of the source once. `remember` keeps options as they are chosen.
 */
function useChosenOptions(ids: readonly number[], source: FieldSources[PickerKind]) {
  const [known, setKnown] = useState<ReadonlyMap<number, PickerOption>>(new Map());
  const remember = (options: readonly PickerOption[]) => {
    if (options.every((option) => known.has(option.id))) return;
    setKnown((current) => new Map([...current, ...options.map((option) => [option.id, option] as const)]));
  };
  const missing = ids.filter((id) => !known.has(id));
  const missingKey = missing.join(',');
  useEffect(() => {
    if (!source || missingKey === '') return;
    const controller = new AbortController();
    const asked = missingKey.split(',').map(Number);
    source.resolve(asked, controller.signal).then((options) => {
      setKnown((current) => {
        const next = new Map(current);
        // An id the source does not know (removed, hidden from this member) still shows, by its number.
        for (const id of asked) next.set(id, options.find((option) => option.id === id) ?? { id, label: `#${id}` });
        return next;
      });
    }, (error: unknown) => { if (!controller.signal.aborted) console.warn('Chosen picker options could not be read:', error); });
    return () => controller.abort();
  }, [missingKey, source]);
  return { chosen: ids.map((id) => known.get(id) ?? { id, label: '…' }), remember };
}

/**
 * A picker of members, lists or entities: the ids chosen (a list), found by searching the source
 * the form's host gives for `kind`. Without that source the box says there is nothing to search.
 */
export function pickerWidget(kind: PickerKind) {
  function PickerWidget(props: WidgetProps) {
    const { id, value, label, disabled, readonly, onChange, onBlur, onFocus, registry } = props;
    const source = fieldFormContext(registry).sources[kind];
    const ids = idsOf(value);
    const { chosen, remember } = useChosenOptions(ids, source);
    return (
      <SearchCombobox<PickerOption>
        id={id}
        label={label}
        selected={chosen}
        search={source ? source.search : null}
        text={OPTION_TEXT}
        onChange={(options) => {
          remember(options);
          onChange(options.map((option) => option.id));
        }}
        onBlur={() => onBlur(id, ids)}
        onFocus={() => onFocus(id, ids)}
        disabled={disabled}
        readonly={readonly}
        aria={controlAria(props)}
      />
    );
  }
  PickerWidget.displayName = `PickerWidget(${kind})`;
  return PickerWidget;
}
