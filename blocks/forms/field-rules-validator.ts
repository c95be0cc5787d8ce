// @rjsf/core's validator for compiled forms: it checks the form's values with the field rules of
// @tessera/schemas (validateForm), the same check the server makes on save. No Ajv: the app's CSP
// forbids compiling a schema in the browser, and a form made from field definitions at run time
// cannot be compiled ahead of time (decision 0029).
import {
  createErrorHandler, ErrorSchemaBuilder, unwrapErrorHandler, validationDataMerge,
  type CustomValidator, type ErrorTransformer, type RJSFSchema, type RJSFValidationError, type UiSchema, type ValidationData, type ValidatorType,
} from '@rjsf/utils';
import { validateForm, type CompiledForm, type FieldError } from '@tessera/schemas';

export type FormValues = Record<string, unknown>;

/** Whether a value has a schema's `type` (and is one of its `enum`): all a compiled form's subschemas say about a value. */
function matchesSchema(schema: RJSFSchema, value: unknown): boolean {
  if (Array.isArray(schema.enum) && value !== undefined && !schema.enum.includes(value as never)) return false;
  const types = schema.type === undefined ? [] : [schema.type].flat();
  if (types.length === 0 || value === undefined) return true;
  return types.some((type) => {
    switch (type) {
      case 'null': return value === null;
      case 'array': return Array.isArray(value);
      case 'object': return typeof value === 'object' && value !== null && !Array.isArray(value);
      case 'integer': return Number.isInteger(value);
      default: return typeof value === type;
    }
  });
}

/**
 * The validator of one compiled form; `message` words a broken rule in the member's language.
 * Compiled forms have no conditionals (if, oneOf, anyOf, dependencies), so rjsf asks `isValid`
 * only about the type of a value.
 */
export function fieldRulesValidator(form: Pick<CompiledForm, 'fields'>, message: (error: FieldError) => string): ValidatorType<FormValues> {
  function rawValidation<Result = FieldError>(_schema: RJSFSchema, formData?: FormValues) {
    return { errors: validateForm(form, formData ?? {}) as Result[] };
  }
  return {
    rawValidation,
    isValid: (schema, formData) => matchesSchema(schema, formData),
    validateFormData(
      formData: FormValues | undefined,
      _schema: RJSFSchema,
      customValidate?: CustomValidator<FormValues>,
      transformErrors?: ErrorTransformer<FormValues>,
      uiSchema?: UiSchema<FormValues>,
    ): ValidationData<FormValues> {
      const values = formData ?? {};
      let errors: RJSFValidationError[] = validateForm(form, values).map((error) => {
        const text = message(error);
        return { name: error.kind, property: `.${error.path.join('.')}`, message: text, stack: text, params: { ...error.params, path: error.path } };
      });
      if (transformErrors) errors = transformErrors(errors, uiSchema);
      const builder = new ErrorSchemaBuilder<FormValues>();
      for (const error of errors) builder.addErrors(error.message ?? error.stack, (error.params as { path: (string | number)[] }).path);
      const result = { errors, errorSchema: builder.ErrorSchema };
      if (!customValidate) return result;
      const handler = customValidate(values, createErrorHandler(values), uiSchema, result.errorSchema);
      return validationDataMerge(result, unwrapErrorHandler(handler));
    },
  };
}
