// A compiled form, or the setup error that keeps it from showing (a field without an id, key or
// name): the form then says it cannot be shown instead of failing the page.
import { compileForm, FormSetupError, type CompiledForm, type FormFieldSet } from '@tessera/schemas';

export function compileForRender(fieldSet: FormFieldSet): { form: CompiledForm } | { setupError: FormSetupError } {
  try {
    return { form: compileForm(fieldSet) };
  } catch (error) {
    if (error instanceof FormSetupError) return { setupError: error };
    throw error;
  }
}
