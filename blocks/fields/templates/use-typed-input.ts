import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { fieldFormContext } from '../form-context.ts';
import { controlProps } from './control-props.ts';

/** Typed input reaches the form this long after the member stops typing (forms spec §4). */
export const INPUT_DEBOUNCE_MS = 250;

type TypedControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * A typed control's value and handlers: what is typed shows at once and reaches the form
 * INPUT_DEBOUNCE_MS after the last keystroke, so a keystroke re-renders this field alone rather
 * than the whole form. Leaving the field, Enter, a save (through the form's held inputs) and
 * unmounting hand the input over at once.
 */
export function useTypedInput<E extends TypedControl>(props: WidgetProps, read: (element: E) => unknown) {
  const { value, onChange, registry } = props;
  const { heldInputs } = fieldFormContext(registry);
  // What was typed and not yet handed over; shown in place of the form's value meanwhile.
  const [draft, setDraft] = useState<{ value: unknown } | null>(null);
  // `base`: the form's value when the typing began; a different one came from outside (new stored values).
  const held = useRef<{ value: unknown; base: unknown; timer: ReturnType<typeof setTimeout> } | null>(null);

  const handOver = useCallback(() => {
    const input = held.current;
    if (!input) return;
    clearTimeout(input.timer);
    held.current = null;
    heldInputs.delete(handOver);
    onChange(input.value); // the form's value and the cleared draft render together (one batch)
    setDraft(null);
  }, [heldInputs, onChange]);
  useEffect(() => handOver, [handOver]);
  useEffect(() => {
    const input = held.current;
    if (!input || Object.is(value, input.base)) return;
    // The form opened again with new values: what was typed over the old ones is dropped with them.
    clearTimeout(input.timer);
    held.current = null;
    heldInputs.delete(handOver);
    setDraft(null);
  }, [value, heldInputs, handOver]);

  const control = controlProps<E>(props, read);
  return {
    ...control,
    value: draft ? draft.value : value,
    onChange(event: ChangeEvent<E>) {
      const typed = read(event.target);
      const base = held.current ? held.current.base : value;
      if (held.current) clearTimeout(held.current.timer);
      held.current = { value: typed, base, timer: setTimeout(handOver, INPUT_DEBOUNCE_MS) };
      heldInputs.add(handOver);
      setDraft({ value: typed });
    },
    onBlur(event: FocusEvent<E>) {
      handOver();
      control.onBlur(event);
    },
    onKeyDown(event: KeyboardEvent<E>) {
      if (event.key === 'Enter') handOver(); // before the form screen saves on Enter
    },
  };
}
