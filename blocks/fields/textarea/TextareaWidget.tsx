import type { WidgetProps } from '@rjsf/utils';
import { controlProps } from '../templates/control-props.ts';

/** Several lines of text. */
export function TextareaWidget(props: WidgetProps) {
  const { value, disabled, readonly } = props;
  return (
    <textarea
      className="t-textarea"
      rows={4}
      value={value ?? ''}
      disabled={disabled}
      readOnly={readonly}
      {...controlProps<HTMLTextAreaElement>(props, (element) => element.value)}
    />
  );
}
