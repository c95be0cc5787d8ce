import type { WidgetProps } from '@rjsf/utils';
import { controlAria } from '../templates/described-by.ts';

/** Several lines of text. */
export function TextareaWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, autofocus, onChange, onBlur, onFocus, htmlName } = props;
  return (
    <textarea
      id={id}
      name={htmlName ?? id}
      className="t-textarea"
      rows={4}
      value={value ?? ''}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      onChange={(event) => onChange(event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      {...controlAria(props)}
    />
  );
}
