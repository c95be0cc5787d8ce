import type { WidgetProps } from '@rjsf/utils';
import { controlAria } from '../templates/described-by.ts';
import { RequiredMark } from '../templates/RequiredMark.tsx';

/** One yes/no box, labelled beside it; `role` makes it a switch (the toggle field). */
export function booleanWidget(role?: 'switch') {
  function BooleanWidget(props: WidgetProps) {
    const { id, label, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, htmlName } = props;
    return (
      <label className={role ? 'field-choice field-choice--switch' : 'field-choice'} htmlFor={id}>
        <input
          type="checkbox"
          role={role}
          id={id}
          name={htmlName ?? id}
          checked={value === true}
          disabled={disabled || readonly}
          autoFocus={autofocus}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={(event) => onBlur(id, event.target.checked)}
          onFocus={(event) => onFocus(id, event.target.checked)}
          {...controlAria(props)}
        />
        <span className="field-label">{label}<RequiredMark required={required} /></span>
      </label>
    );
  }
  BooleanWidget.displayName = role ? 'ToggleWidget' : 'CheckboxWidget';
  return BooleanWidget;
}

/** A checkbox field without choices. */
export const CheckboxWidget = booleanWidget();
