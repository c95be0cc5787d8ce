import type { WidgetProps } from '@rjsf/utils';
import { useTypedInput } from '../templates/use-typed-input.ts';

/** Several lines of text. */
export function TextareaWidget(props: WidgetProps) {
  const { disabled, readonly } = props;
  const { value, ...control } = useTypedInput<HTMLTextAreaElement>(props, (element) => element.value);
  return (
    <textarea
      className="t-textarea"
      rows={4}
      value={value ?? ''}
      disabled={disabled}
      readOnly={readonly}
      {...control}
    />
  );
}
