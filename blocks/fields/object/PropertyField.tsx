import { memo, useCallback } from 'react';
import type { ErrorSchema, FieldPathId, FieldPathList, FieldProps, Registry, RJSFSchema, UiSchema, UIOptionsType } from '@rjsf/utils';
import { deepEquals, getSchemaType, getUiOptions, shallowEquals, toFieldPathId, useDeepCompareMemo } from '@rjsf/utils';

/** rjsf's field component for each schema type (as its SchemaField picks them). */
const FIELD_BY_TYPE: Record<string, string> = {
  array: 'ArrayField',
  boolean: 'BooleanField',
  integer: 'NumberField',
  number: 'NumberField',
  string: 'StringField',
  null: 'NullField',
};

/** What in a property's schema or uiSchema asks for rjsf's SchemaField (references, choices of schemas, conditions, styling, own templates). */
const SCHEMA_KEYS = ['$ref', '__rjsf_ref', 'anyOf', 'oneOf', 'allOf', 'if', 'dependencies', 'deprecated', 'properties', 'additionalProperties', 'patternProperties', '__rjsf_ref_cycle'];
const UI_KEYS = ['ui:classNames', 'classNames', 'ui:style', 'ui:FieldTemplate', 'ui:FieldErrorTemplate'];

/**
 * Whether a property is simple enough for PropertyField: one value of its own type (not an object,
 * not a choice of schemas, no reference), whose uiSchema sets no class, style or template. Our
 * compiled forms' fields all are; anything else goes through rjsf's SchemaField.
 */
export function isSimpleProperty(schema: RJSFSchema, uiSchema: UiSchema | undefined, registry: Registry): boolean {
  if (typeof schema !== 'object' || Object.keys(registry.uiSchemaDefinitions ?? {}).length > 0) return false;
  if (SCHEMA_KEYS.some((key) => key in schema)) return false;
  if (getSchemaType(schema) === 'object') return false;
  const items = schema.items;
  if (items && (typeof items !== 'object' || Array.isArray(items) || SCHEMA_KEYS.some((key) => key in items))) return false;
  const options = uiSchema?.['ui:options'];
  return !UI_KEYS.some((key) => (uiSchema && key in uiSchema) || (options && key.replace('ui:', '') in options));
}

export interface PropertyFieldProps {
  name: string;
  schema: RJSFSchema;
  uiSchema: UiSchema | undefined;
  formData: unknown;
  errorSchema: ErrorSchema | undefined;
  required: boolean;
  /** The object's path: the property's id and name follow from it. */
  parentPathId: FieldPathId;
  onChange: FieldProps['onChange'];
  onBlur: FieldProps['onBlur'];
  onFocus: FieldProps['onFocus'];
  registry: Registry;
  disabled?: boolean;
  readonly?: boolean;
  hideError?: boolean;
}

// Renaming and removing are for properties an object's additionalProperties adds, never simple ones.
const noop = () => {};

function fieldComponent(schema: RJSFSchema, uiOptions: UIOptionsType, registry: Registry) {
  const { fields } = registry;
  if (typeof uiOptions.field === 'function') return uiOptions.field;
  if (typeof uiOptions.field === 'string' && uiOptions.field in fields) return fields[uiOptions.field]!;
  if (schema.$id && schema.$id in fields) return fields[schema.$id]!;
  const schemaType = getSchemaType(schema);
  const name = FIELD_BY_TYPE[Array.isArray(schemaType) ? schemaType[0]! : (schemaType ?? '')];
  return (name && fields[name]) || fields.FallbackField!;
}

/**
 * One simple property of an object (isSimpleProperty): what rjsf's SchemaField does for it, without
 * the work such a property does not need (resolving references and choices of schemas, description
 * and help elements our FieldTemplate does not show, a template looked up four times). The same
 * FieldTemplate props our template reads, the same field component with the same props (so its
 * widget gets what it got), the same id, name, errors, disabled and read-only state, and the same
 * onChange(value, path, errorSchema, id).
 */
function PropertyFieldOf(props: PropertyFieldProps) {
  const { name, schema, uiSchema = {}, formData, errorSchema, required, parentPathId, onChange, onBlur, onFocus, registry } = props;
  const { schemaUtils, globalFormOptions, globalUiOptions, templates } = registry;
  const fieldPathId = useDeepCompareMemo(toFieldPathId(name, globalFormOptions, parentPathId.path));
  const id = fieldPathId.$id;
  const onFieldChange = useCallback(
    (value: unknown, path: FieldPathList, newErrorSchema?: ErrorSchema, changedId?: string) => onChange(value, path, newErrorSchema, changedId || id),
    [id, onChange],
  );
  const uiOptions = getUiOptions(uiSchema, globalUiOptions);
  const disabled = Boolean(uiOptions.disabled ?? props.disabled);
  const readonly = Boolean(uiOptions.readonly ?? (props.readonly || schema.readOnly));
  const hideError = uiOptions.hideError === undefined ? props.hideError : Boolean(uiOptions.hideError);
  const autofocus = Boolean(uiOptions.autofocus);
  const { __errors, ...fieldErrorSchema } = errorSchema ?? {};
  const FieldComponent = fieldComponent(schema, uiOptions, registry);
  const { FieldTemplate, FieldErrorTemplate } = templates;
  return (
    <FieldTemplate
      id={id}
      fieldPathId={fieldPathId}
      label={uiOptions.title || schema.title || name}
      hidden={uiOptions.widget === 'hidden'}
      required={required}
      disabled={disabled}
      readonly={readonly}
      hideError={hideError}
      displayLabel={schemaUtils.getDisplayLabel(schema, uiSchema, globalUiOptions)}
      rawDescription=""
      errors={hideError ? undefined : <FieldErrorTemplate errors={__errors} errorSchema={errorSchema} fieldPathId={fieldPathId} schema={schema} uiSchema={uiSchema} registry={registry} />}
      rawErrors={hideError ? undefined : __errors}
      classNames={`rjsf-field rjsf-field-${String(getSchemaType(schema))}${!hideError && __errors?.length ? ' rjsf-field-error' : ''}`}
      onChange={onChange}
      onKeyRename={noop}
      onKeyRenameBlur={noop}
      onRemoveProperty={noop}
      formData={formData}
      schema={schema}
      uiSchema={uiSchema}
      registry={registry}
    >
      <FieldComponent
        name={name}
        required={required}
        schema={schema}
        uiSchema={uiSchema}
        errorSchema={fieldErrorSchema as ErrorSchema}
        rawErrors={__errors}
        fieldPathId={fieldPathId}
        formData={formData}
        onChange={onFieldChange}
        onBlur={onBlur}
        onFocus={onFocus}
        registry={registry}
        disabled={disabled}
        readonly={readonly}
        hideError={hideError}
        autofocus={autofocus}
      />
    </FieldTemplate>
  );
}

/** Re-renders when its props change as rjsf's SchemaField does (by value unless the form asks otherwise). */
export const PropertyField = memo(PropertyFieldOf, (previous, next) => {
  const { experimental_componentUpdateStrategy: strategy = 'customDeep' } = next.registry.globalFormOptions;
  if (strategy === 'always') return false;
  return strategy === 'shallow' ? shallowEquals(previous, next) : deepEquals(previous, next);
});
