import type { WidgetProps } from '@rjsf/utils';
import { ChoiceGroup, choicesOf } from './ChoiceGroup.tsx';

/** One choice among a few, all shown. */
export function RadioWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, htmlName } = props;
  return (
    <ChoiceGroup props={props} role="radiogroup">
      {(aria) => choicesOf(props).map((choice) => (
        <label key={choice.index} className="field-choice">
          <input
            type="radio"
            id={`${id}-${choice.index}`}
            name={htmlName ?? id}
            value={choice.index}
            checked={value === choice.value}
            disabled={disabled || readonly}
            onChange={() => onChange(choice.value)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
            {...aria}
          />
          {choice.label}
        </label>
      ))}
    </ChoiceGroup>
  );
}
