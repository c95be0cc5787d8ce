// A compiled form, or the setup error that keeps it from showing (a field without an id, key or
// name): the form then says it cannot be shown instead of failing the page.
import { compileForm, FormSetupError, type CompiledForm, type FormFieldSet } from '@tessera/schemas';

type Compiled = { form: CompiledForm } | { setupError: FormSetupError };

/** By field list, then library: the form screen and its form compile the same fields once (both ask). */
const compiledByFields = new WeakMap<FormFieldSet['fields'], Map<FormFieldSet['library'], Compiled>>();

function compile(fieldSet: FormFieldSet): Compiled {
  try {
    return { form: compileForm(fieldSet) };
  } catch (error) {
    if (error instanceof FormSetupError) return { setupError: error };
    throw error;
  }
}

export function compileForRender({ fields, library }: FormFieldSet): Compiled {
  let byLibrary = compiledByFields.get(fields);
  if (!byLibrary) compiledByFields.set(fields, (byLibrary = new Map()));
  let compiled = byLibrary.get(library);
  if (!compiled) byLibrary.set(library, (compiled = compile({ fields, library })));
  return compiled;
}
