import type { FieldProps } from '@rjsf/utils';

/**
 * Numbers go straight to their widget, which reads its input as a number itself (InputWidget).
 * In place of rjsf's NumberField, which builds an Intl.NumberFormat on every render to find the
 * decimal separator: about half a millisecond a number field, every keystroke anywhere in the form.
 */
export function NumberField(props: FieldProps) {
  // rjsf's registry always holds its StringField (a form's fields are merged over its defaults).
  const StringField = props.registry.fields.StringField!;
  return <StringField {...props} />;
}
