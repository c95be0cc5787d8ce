import type { WidgetProps } from '@rjsf/utils';
import { controlProps } from '../templates/control-props.ts';
import { RequiredMark } from '../templates/RequiredMark.tsx';

/** One yes/no box, labelled beside it; `role` makes it a switch (the toggle field). */
export function booleanWidget(role?: 'switch') {
  function BooleanWidget(props: WidgetProps) {
    const { id, label, value, required, disabled, readonly } = props;
    return (
      <label className={role ? 'field-choice field-choice--switch' : 'field-choice'} htmlFor={id}>
        <input
          type="checkbox"
          role={role}
          checked={value === true}
          disabled={disabled || readonly}
          {...controlProps<HTMLInputElement>(props, (element) => element.checked)}
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
