// A compiled form as this release can render it: a field whose type has no component yet shows
// "not available" (its value kept as it is) instead of failing the whole form.
import { compileForm, FormSetupError, type CompiledForm, type FormFieldSet, type UiSchemaData } from '@tessera/schemas';
import { hasFieldComponent } from '../fields/field-widgets.ts';

/** `ui` with each field whose widget this release lacks shown by the 'unavailable' field, nested levels included. */
function withAvailableWidgets(ui: UiSchemaData): UiSchemaData {
  const result: UiSchemaData = {};
  for (const [key, value] of Object.entries(ui)) {
    if (key === 'ui:widget' && typeof value === 'string' && !hasFieldComponent(value)) result['ui:field'] = 'unavailable';
    else if (!key.startsWith('ui:') && typeof value === 'object' && value !== null && !Array.isArray(value)) result[key] = withAvailableWidgets(value as UiSchemaData);
    else result[key] = value;
  }
  return result;
}

/** The form to render, or the setup error that keeps it from showing. */
export function compileForRender(fieldSet: FormFieldSet): { form: CompiledForm } | { setupError: FormSetupError } {
  try {
    const form = compileForm(fieldSet);
    return { form: { ...form, uiSchema: withAvailableWidgets(form.uiSchema) } };
  } catch (error) {
    if (error instanceof FormSetupError) return { setupError: error };
    throw error;
  }
}
