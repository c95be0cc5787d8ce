import type { WidgetProps } from '@rjsf/utils';
import { ChoiceGroup, choicesOf } from './ChoiceGroup.tsx';

/** Several choices among a few: the chosen values in the options' order. */
export function CheckboxesWidget(props: WidgetProps) {
  const { id, disabled, readonly, onChange, onBlur, onFocus, htmlName } = props;
  const chosen: unknown[] = Array.isArray(props.value) ? props.value : [];
  const choices = choicesOf(props);
  const toggle = (value: unknown, on: boolean) => {
    const next = on ? [...chosen, value] : chosen.filter((item) => item !== value);
    onChange(choices.map((choice) => choice.value).filter((item) => next.includes(item)));
  };
  return (
    <ChoiceGroup props={props}>
      {(aria) => choices.map((choice) => (
        <label key={choice.index} className="field-choice">
          <input
            type="checkbox"
            id={`${id}-${choice.index}`}
            name={htmlName ?? id}
            value={choice.index}
            checked={chosen.includes(choice.value)}
            disabled={disabled || readonly}
            onChange={(event) => toggle(choice.value, event.target.checked)}
            onBlur={() => onBlur(id, chosen)}
            onFocus={() => onFocus(id, chosen)}
            {...aria}
          />
          {choice.label}
        </label>
      ))}
    </ChoiceGroup>
  );
}
