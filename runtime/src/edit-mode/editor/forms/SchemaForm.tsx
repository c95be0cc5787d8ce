import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Form from '@rjsf/core';
import type { CustomValidator, UiSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSchema } from '../../forms/form-schemas.ts';
import { formValidators } from '../../forms/generated/index.ts';
import { formStrings, labelledUiSchema, translateErrors } from './form-text.ts';
import './schema-form.css';

type FormData = Record<string, unknown>;

/** The form's precompiled validator (forms/generated/), imported when the form first shows. */
function usePrecompiledValidator(schema: FormSchema): ValidatorType<FormData> | null {
  const [validator, setValidator] = useState<{ id: string; value: ValidatorType<FormData> } | null>(null);
  useEffect(() => {
    let current = true;
    const load = formValidators[schema.$id];
    if (!load) throw new Error(`No precompiled validator for the form ${schema.$id}: run npm run gen`);
    void load().then((functions) => current && setValidator({ id: schema.$id, value: createPrecompiledValidator<FormData>(functions, schema) }));
    return () => { current = false; };
  }, [schema]);
  return validator?.id === schema.$id ? validator.value : null;
}

export interface SchemaFormProps {
  schema: FormSchema;
  formData: FormData;
  /** Called with valid data only. */
  onSubmit(data: FormData): Promise<void>;
  uiSchema?: UiSchema;
  /** Rules JSON Schema cannot say (column widths summing to 12). */
  customValidate?: CustomValidator<FormData>;
  disabled?: boolean;
}

/**
 * A form generated from a JSON Schema by @rjsf/core, checked by its validator compiled ahead of
 * time (no Ajv compilation in the browser, which the CSP forbids), labelled and explained in the
 * member's language, with the editor's Save button.
 */
export function SchemaForm({ schema, formData, onSubmit, uiSchema, customValidate, disabled = false }: SchemaFormProps) {
  const { t } = useTranslation();
  const validator = usePrecompiledValidator(schema);
  const [data, setData] = useState(formData);
  const [saving, setSaving] = useState(false);
  const idPrefix = useId().replace(/:/g, '');
  const ui = useMemo(() => labelledUiSchema(schema, t, uiSchema), [schema, t, uiSchema]);
  useEffect(() => setData(formData), [formData]);

  if (!validator) return <p className="edit-muted">{t('common.loading')}</p>;
  return (
    <Form<FormData>
      className="schema-form"
      schema={schema}
      uiSchema={ui}
      formData={data}
      validator={validator}
      idPrefix={idPrefix}
      disabled={disabled || saving}
      noHtml5Validate
      showErrorList={false}
      liveValidate="onBlur"
      translateString={formStrings(t)}
      transformErrors={translateErrors(t)}
      customValidate={customValidate}
      onChange={({ formData: next }) => setData(next ?? {})}
      onSubmit={({ formData: valid }) => {
        setSaving(true);
        void onSubmit(valid ?? {}).finally(() => setSaving(false));
      }}
    >
      <div className="schema-form__actions">
        <button type="submit" className="edit-button edit-button--primary" disabled={disabled || saving}>{t('editor.save')}</button>
      </div>
    </Form>
  );
}
