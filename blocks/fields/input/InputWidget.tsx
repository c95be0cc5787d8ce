import type { WidgetProps } from '@rjsf/utils';
import { useTypedInput } from '../templates/use-typed-input.ts';

/** How each one-line field type is typed in: the input's type, keyboard and the value it gives. */
const INPUTS = {
  text: { type: 'text', inputMode: undefined, read: (text: string) => text },
  email: { type: 'email', inputMode: 'email', read: (text: string) => text },
  date: { type: 'date', inputMode: undefined, read: (text: string) => text },
  // Numbers stay numbers in the form's data; an emptied box is no number (undefined), not 0.
  number: { type: 'number', inputMode: 'decimal', read: (text: string) => (text === '' ? undefined : Number(text)) },
  year: { type: 'number', inputMode: 'numeric', read: (text: string) => (text === '' ? undefined : Number(text)) },
} as const;

export type InputFieldType = keyof typeof INPUTS;

/** A one-line input for `fieldType` (text, email, date, number, year). */
export function inputWidget(fieldType: InputFieldType) {
  const input = INPUTS[fieldType];
  function InputWidget(props: WidgetProps) {
    const { disabled, readonly } = props;
    const { value, ...control } = useTypedInput<HTMLInputElement>(props, (element) => input.read(element.value));
    return (
      <input
        className="t-input"
        type={input.type}
        inputMode={input.inputMode}
        autoComplete={fieldType === 'email' ? 'email' : undefined}
        step={input.type === 'number' ? (fieldType === 'year' ? 1 : 'any') : undefined}
        value={value ?? ''}
        disabled={disabled}
        readOnly={readonly}
        {...control}
      />
    );
  }
  InputWidget.displayName = `InputWidget(${fieldType})`;
  return InputWidget;
}
