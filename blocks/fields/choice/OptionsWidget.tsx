import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { controlAria } from '../templates/described-by.ts';
import { choicesOf } from './ChoiceGroup.tsx';

/** One choice among many, in a drop-down; "Choose…" stands for no choice. */
export function OptionsWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { id, value, disabled, readonly, autofocus, onChange, onBlur, onFocus, htmlName } = props;
  const choices = choicesOf(props);
  const selected = choices.find((choice) => choice.value === value)?.index ?? '';
  const valueAt = (index: string) => (index === '' ? undefined : choices[Number(index)]?.value);
  return (
    <select
      id={id}
      name={htmlName ?? id}
      className="t-select"
      value={selected}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      onChange={(event) => onChange(valueAt(event.target.value))}
      onBlur={(event) => onBlur(id, valueAt(event.target.value))}
      onFocus={(event) => onFocus(id, valueAt(event.target.value))}
      {...controlAria(props)}
    >
      <option value="">{t('form.options.choose')}</option>
      {choices.map((choice) => <option key={choice.index} value={choice.index}>{choice.label}</option>)}
    </select>
  );
}
