import type { WidgetProps } from '@rjsf/utils';
import { controlProps } from '../templates/control-props.ts';
import { choicesOf } from './ChoiceGroup.tsx';
import { useFormText } from '../form-text.ts';

/** One choice among many, in a drop-down; "Choose…" stands for no choice. */
export function OptionsWidget(props: WidgetProps) {
  const t = useFormText();
  const { value, disabled, readonly } = props;
  const choices = choicesOf(props);
  const selected = choices.find((choice) => choice.value === value)?.index ?? '';
  const valueAt = (index: string) => (index === '' ? undefined : choices[Number(index)]?.value);
  return (
    <select
      className="t-select"
      value={selected}
      disabled={disabled || readonly}
      {...controlProps<HTMLSelectElement>(props, (element) => valueAt(element.value))}
    >
      <option value="">{t('form.options.choose')}</option>
      {choices.map((choice) => <option key={choice.index} value={choice.index}>{choice.label}</option>)}
    </select>
  );
}
