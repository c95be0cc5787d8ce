import { getUiOptions, type FieldTemplateProps } from '@rjsf/utils';
import { SELF_LABELLED } from '../field-widgets.ts';
import { hasHint, hintId } from './described-by.ts';
import { InfoPopup } from './InfoPopup.tsx';
import { PrivacyButton } from '../privacy/PrivacyButton.tsx';
import { useFieldPrivacy, type FieldPrivacyOption } from '../privacy/field-privacy.ts';
import { RequiredMark } from './RequiredMark.tsx';

/**
 * One field: its label (unless its widget labels itself: a group of choices, a yes/no box), its
 * info popup's button and its privacy button (a profile value's, when the form offers them), its hint (the info tooltip's text, always shown: a tooltip is out of reach
 * on touch screens), the control and its errors. The control refers to the hint and the errors by
 * id (described-by.ts).
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, displayLabel, hidden, children, errors, uiSchema, schema, rawErrors } = props;
  const offersPrivacy = useFieldPrivacy() !== null;
  if (hidden) return <div hidden>{children}</div>;
  const options = getUiOptions(uiSchema);
  const privacy = offersPrivacy ? (options.privacy as FieldPrivacyOption | undefined) : undefined;
  const widget = typeof options.widget === 'string' ? options.widget : undefined;
  // Objects (the form, a group) and display fields bring their own headings.
  const ownLabel = schema.type === 'object' || schema.type === 'null' || !displayLabel || (widget !== undefined && SELF_LABELLED.has(widget));
  const type = typeof options.fieldType === 'string' ? options.fieldType : 'object';
  return (
    <div className={`field field--${type}${rawErrors?.length ? ' field--invalid' : ''}`} data-field-type={type}>
      {!ownLabel && <label className="field-label" htmlFor={id}>{label}<RequiredMark required={required} /></label>}
      {(typeof options.infoPopup === 'string' || privacy) && (
        <div className="field-tools">
          {typeof options.infoPopup === 'string' && <InfoPopup html={options.infoPopup} label={label} />}
          {privacy && <PrivacyButton privacy={privacy} label={label} />}
        </div>
      )}
      {hasHint(options) && <p id={hintId(id)} className="field-hint">{String(options.infoTooltip)}</p>}
      {children}
      {errors}
    </div>
  );
}
