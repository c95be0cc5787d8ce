import { memo, useEffect, useId, useLayoutEffect, useMemo, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import Form from '@rjsf/core';
import type { ErrorSchema, TemplatesType } from '@rjsf/utils';
import { deepEquals, ErrorSchemaBuilder } from '@rjsf/utils';
import { hasRemoteRules, submitValues, validateRemote, type FieldError, type FormFieldSet, type RemoteContext } from '@tessera/schemas';
import type { FieldSources } from '../fields/field-sources.ts';
import { fieldComponents, fieldWidgets } from '../fields/field-widgets.ts';
import { createFormValuesStore, type FieldFormContext, type HeldInputs } from '../fields/form-context.ts';
import { FormTextContext } from '../fields/form-text.ts';
import { FieldErrorTemplate } from '../fields/templates/FieldErrorTemplate.tsx';
import { FieldTemplate } from '../fields/templates/FieldTemplate.tsx';
import { ObjectFieldTemplate } from '../fields/templates/ObjectFieldTemplate.tsx';
import { compileForRender } from './compile-for-render.ts';
import { fieldRulesValidator, type FormValues } from './field-rules-validator.ts';
import { useFormTexts } from './form-texts.ts';
import './fields.css';

const templates: Partial<TemplatesType> = { FieldTemplate, FieldErrorTemplate, ObjectFieldTemplate };

export interface FieldFormProps extends FormFieldSet {
  /** The stored values, by data key; fields without one start from their defaults. */
  values?: FormValues;
  /** Called with values that pass every rule, local and remote, as a save sends them (submitValues: forms spec §4). */
  onSubmit(values: FormValues): Promise<void>;
  /** What remote rules ask (slug_valid, feed_valid, handlebars); a form with such rules and no `remote` is a setup error. */
  remote?: RemoteContext;
  /** What the pickers and the structure selector search; a picker without its source says there is nothing to search. */
  sources?: FieldSources;
  disabled?: boolean;
  /** Called on every change with the form's values as typed (before the rules and submitValues). */
  onValuesChange?(values: FormValues): void;
  /** Called when a save stops at a broken rule, local or remote (the errors show in place). */
  onInvalid?(): void;
  /** Where fields keep input not handed to the form yet (a saver from outside hands it over first). @default the form's own */
  heldInputs?: HeldInputs;
  /** The rjsf form, for saving from outside it (`submit()`: an autosave, a Save all button). */
  formRef?: Ref<Form<FormValues>>;
  /** The form's actions in place of its Save button (a form screen's Cancel and Save all). */
  children?: ReactNode;
  className?: string;
}

const NO_SOURCES: FieldSources = {};

/** The errors of remote rules as rjsf's extra errors, in the member's words. */
function remoteErrorSchema(errors: FieldError[], message: (error: FieldError) => string): ErrorSchema<FormValues> {
  const builder = new ErrorSchemaBuilder<FormValues>();
  for (const error of errors) builder.addErrors(message(error), error.path);
  return builder.ErrorSchema;
}

/**
 * A form of fields bound to data schemas (profile, entity, application data), rendered by
 * @rjsf/core with the field widgets of this package and checked with the spec's rules: local rules
 * as the member leaves each field and on save, remote rules on save. A field without an id, key or
 * name is a setup error: the form says it cannot be shown and logs why.
 */
export const FieldForm = memo(FieldFormOf);

// Memoised: a form around it (the form screen) re-renders on its own state (progress, errors,
// status) without re-rendering every field.
function FieldFormOf(props: FieldFormProps) {
  const { fields, library, values, onSubmit, remote, sources = NO_SOURCES, disabled = false, onValuesChange, onInvalid, formRef, children, className } = props;
  const [ownHeldInputs] = useState<HeldInputs>(() => new Set());
  const heldInputs = props.heldInputs ?? ownHeldInputs;
  const { t } = useTranslation();
  const textsReady = useFormTexts();
  const compiled = useMemo(() => compileForRender({ fields, library }), [fields, library]);
  const message = useMemo(() => (error: FieldError) => t(`form.errorTypes.${error.kind}`, error.params), [t]);
  // Saving without the remote rules' answers would skip their checks: such a form does not show.
  const form = 'form' in compiled && (remote || !hasRemoteRules(compiled.form)) ? compiled.form : null;
  const validator = useMemo(() => (form ? fieldRulesValidator(form, message) : null), [form, message]);
  // The same object for as long as the form is: rjsf's fields compare their props to skip re-rendering.
  const uiSchema = useMemo(() => ({ ...form?.uiSchema, 'ui:submitButtonOptions': { norender: true } }), [form]);
  // The values the form opened with; new stored values (not merely a new object) start it again.
  const opening = useMemo(() => ({ ...form?.defaults, ...values }), [form, values]);
  const [opened, setOpened] = useState(opening);
  const [data, setData] = useState<FormValues>(opening);
  // The values fields subscribe to (a conditional); kept in step with `data` as it renders.
  const [valuesStore] = useState(() => createFormValuesStore(opening));
  if (opening !== opened && !deepEquals(opening, opened)) {
    setOpened(opening);
    setData(opening);
  }
  const [extraErrors, setExtraErrors] = useState<ErrorSchema<FormValues> | undefined>();
  const [saving, setSaving] = useState(false);
  const idPrefix = useId().replace(/:/g, '');
  // The same context for as long as the form is open, so a change re-renders only the fields it changed.
  const formContext = useMemo<FieldFormContext>(() => ({ values: valuesStore, sources, heldInputs }), [valuesStore, sources, heldInputs]);
  useLayoutEffect(() => valuesStore.set(data), [valuesStore, data]); // the values the form (re)opened with

  useEffect(() => {
    if ('setupError' in compiled) console.error(compiled.setupError.message);
    else if (!remote && hasRemoteRules(compiled.form)) console.error('This form has rules that ask the server (slug_valid, feed_valid, handlebars): give FieldForm a remote.');
    else if (compiled.form.problems.length) console.warn('Form set-up problems (left out):', compiled.form.problems);
  }, [compiled, remote]);

  if (!textsReady) return <p className="field-form__loading">{t('common.loading')}</p>;
  if (!form || !validator) return <p role="alert" className="field-form__setup-error">{t('form.setupError')}</p>;

  async function save(valid: FormValues) {
    setSaving(true);
    try {
      const remoteErrors = remote ? await validateRemote(form!, valid, remote) : [];
      if (remoteErrors.length) {
        setExtraErrors(remoteErrorSchema(remoteErrors, message));
        onInvalid?.();
        return;
      }
      setExtraErrors(undefined);
      await onSubmit(submitValues(form!, valid));
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormTextContext value={t}>
      <Form<FormValues>
        ref={formRef}
        className={className ? `field-form ${className}` : 'field-form'}
        schema={form.schema}
        uiSchema={uiSchema}
        formData={data}
        validator={validator}
        widgets={fieldWidgets}
        fields={fieldComponents}
        templates={templates}
        formContext={formContext}
        idPrefix={idPrefix}
        disabled={disabled || saving}
        extraErrors={extraErrors}
        noHtml5Validate
        showErrorList={false}
        liveValidate="onBlur"
        onChange={({ formData: next }) => {
          valuesStore.set(next ?? {}); // fields reading other fields' values render with this change
          setData(next ?? {});
          onValuesChange?.(next ?? {});
          if (extraErrors) setExtraErrors(undefined); // remote answers are for the values they were asked about
        }}
        onSubmit={({ formData: valid }) => void save(valid ?? {})}
        onError={() => onInvalid?.()}
      >
        {children ?? (
          <div className="field-form__actions">
            <button type="submit" className="t-button" disabled={disabled || saving}>{t('form.save')}</button>
          </div>
        )}
      </Form>
    </FormTextContext>
  );
}
