import type { ChangeEvent, FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { controlAria } from './described-by.ts';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What a field's one native control takes from rjsf's widget props: its id and name, autofocus,
 * its accessibility attributes (controlAria), and change, blur and focus reported to the form
 * with the value `read` takes from the element. Its value and disabled or read-only state stay
 * with the widget, which knows how its control shows them.
 */
export function controlProps<E extends Control>(props: WidgetProps, read: (element: E) => unknown) {
  const { id, autofocus, onChange, onBlur, onFocus, htmlName } = props;
  return {
    id,
    name: htmlName ?? id,
    autoFocus: autofocus,
    onChange: (event: ChangeEvent<E>) => onChange(read(event.target)),
    onBlur: (event: FocusEvent<E>) => onBlur(id, read(event.target)),
    onFocus: (event: FocusEvent<E>) => onFocus(id, read(event.target)),
    ...controlAria(props),
  };
}
