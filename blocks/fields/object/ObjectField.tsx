import { memo } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import type { ErrorSchema, FieldProps, RJSFSchema } from '@rjsf/utils';
import { getByPath, getTemplate, getUiOptions, orderProperties, shouldRenderOptionalField, toFieldPathId, useDeepCompareMemo } from '@rjsf/utils';
import { isSimpleProperty, PropertyField, type PropertyFieldProps } from './PropertyField.tsx';

const RjsfObjectField = getDefaultRegistry().fields.ObjectField!;

/** What in an object's schema asks for rjsf's own ObjectField (properties it adds or picks by conditions, references). */
const OBJECT_KEYS = ['$ref', '__rjsf_ref', 'anyOf', 'oneOf', 'allOf', 'if', 'dependencies', 'additionalProperties', 'patternProperties', '__rjsf_ref_cycle'];

const noop = () => {};

/** Any other property: rjsf's SchemaField, given what rjsf's ObjectField gives it. */
const SchemaProperty = memo(function SchemaProperty({ name, parentPathId, registry, ...rest }: PropertyFieldProps) {
  const fieldPathId = useDeepCompareMemo(toFieldPathId(name, registry.globalFormOptions, parentPathId.path));
  const SchemaField = registry.fields.SchemaField!; // rjsf's registry always holds it
  return <SchemaField name={name} fieldPathId={fieldPathId} registry={registry} {...rest} />;
});

/**
 * In place of rjsf's ObjectField, for a form's fields and a group's: each simple property (one
 * value, as every compiled field type is) renders as PropertyField, a lighter way to the same
 * template and widget; any other property through rjsf's SchemaField. Objects with more than fixed
 * properties (added keys, conditions, references) go to rjsf's ObjectField whole. A form of 200
 * fields mounts markedly faster (docs/decisions/0042).
 */
export function ObjectField(props: FieldProps) {
  const { schema, uiSchema = {}, formData, errorSchema, fieldPathId, name, title, required = false, disabled, readonly, hideError, onChange, onBlur, onFocus, registry } = props;
  if (props.childFieldPathId || OBJECT_KEYS.some((key) => key in schema) || shouldRenderOptionalField(registry, schema, required, uiSchema)) {
    return <RjsfObjectField {...props} />;
  }
  const uiOptions = getUiOptions(uiSchema, registry.globalUiOptions);
  const schemaProperties: Record<string, RJSFSchema> = (schema.properties ?? {}) as Record<string, RJSFSchema>;
  const Template = getTemplate('ObjectFieldTemplate', registry, uiOptions);
  const properties = orderProperties(Object.keys(schemaProperties), uiOptions.order).map((property) => {
    const propertySchema = schemaProperties[property]!;
    const propertyUiSchema = uiSchema[property];
    const isRequired = Array.isArray(schema.required) && schema.required.includes(property);
    const shared = {
      schema: propertySchema,
      uiSchema: propertyUiSchema,
      formData: getByPath(formData, property),
      errorSchema: getByPath(errorSchema, property) as ErrorSchema | undefined,
      required: isRequired,
      onChange,
      onBlur,
      onFocus,
      registry,
      disabled,
      readonly,
      hideError,
    };
    const content = isSimpleProperty(propertySchema, propertyUiSchema, registry)
      ? <PropertyField key={property} name={property} parentPathId={fieldPathId} {...shared} />
      : <SchemaProperty key={property} name={property} parentPathId={fieldPathId} {...shared} />;
    return { content, name: property, readonly, disabled, required, hidden: getUiOptions(propertyUiSchema).widget === 'hidden' };
  });
  const templateTitle = uiOptions.title ?? schema.title ?? title ?? name;
  return (
    <Template
      title={uiOptions.label === false ? '' : templateTitle}
      description={uiOptions.label === false ? undefined : (uiOptions.description ?? schema.description)}
      properties={properties}
      readonly={readonly}
      disabled={disabled}
      required={required}
      fieldPathId={fieldPathId}
      uiSchema={uiSchema}
      errorSchema={errorSchema}
      schema={schema}
      formData={formData}
      registry={registry}
      onAddProperty={noop}
    />
  );
}
