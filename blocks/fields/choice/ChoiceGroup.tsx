import type { ReactNode } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { controlAria } from '../templates/described-by.ts';
import { RequiredMark } from '../templates/RequiredMark.tsx';

/** The choices of a radio or checkboxes field, labelled together by a legend. */
export function ChoiceGroup({ props, role, children }: { props: WidgetProps; role?: 'radiogroup'; children: (aria: Omit<ReturnType<typeof controlAria>, 'aria-required'>) => ReactNode }) {
  const { id, label, required, rawErrors } = props;
  const { 'aria-required': _onGroup, ...aria } = controlAria(props);
  return (
    <fieldset id={id} className="field-choices" role={role} aria-required={role && required ? true : undefined} aria-invalid={rawErrors?.length ? true : undefined}>
      <legend className="field-label">{label}<RequiredMark required={required} /></legend>
      {children(aria)}
    </fieldset>
  );
}

/** The field's choices, each with its index (inputs carry the index, so values of any type survive the DOM). */
export const choicesOf = (props: WidgetProps) => (props.options.enumOptions ?? []).map((option, index) => ({ ...option, index }));
