// What the form gives every field through rjsf's formContext: the whole form's values (a
// conditional reads other fields' values) and the sources pickers search.
import type { Registry } from '@rjsf/utils';
import type { FieldSources } from './field-sources.ts';

export interface FieldFormContext {
  /** The form's values from its root. */
  values: Readonly<Record<string, unknown>>;
  sources: FieldSources;
}

const EMPTY: FieldFormContext = { values: {}, sources: {} };

/** The form's context from a field's or widget's registry (empty outside FieldForm). */
export const fieldFormContext = (registry: Registry): FieldFormContext => (registry.formContext as FieldFormContext | undefined) ?? EMPTY;
