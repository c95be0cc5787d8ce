import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { conditionHolds, type RuleTree } from '@tessera/schemas';
import { useFormValue } from '../form-context.ts';

/**
 * A conditional: its child fields, shown as a group while its condition (a rule tree whose
 * formField rules read the form's values) holds, and not at all otherwise. Hidden children keep
 * their values; the form neither checks nor sends them (validateForm, submitValues).
 */
export function ConditionalField(props: FieldProps) {
  const { registry, uiSchema } = props;
  const condition = getUiOptions(uiSchema).condition as RuleTree | undefined;
  const shown = useFormValue(registry, (values) => !condition || conditionHolds(condition, values));
  if (!shown) return null;
  // rjsf's registry always holds its ObjectField (a form's fields are merged over its defaults).
  const ObjectField = registry.fields.ObjectField!;
  return <ObjectField {...props} />;
}
