// What the form gives every field through rjsf's formContext: the form's values as a store a field
// subscribes to (a conditional reads other fields' values) and the sources pickers search. The
// context itself never changes while the form is open: rjsf's fields re-render when their props
// differ, and a context carrying the values would differ on every keystroke, re-rendering all of
// them for the one that changed.
import { useSyncExternalStore } from 'react';
import type { Registry } from '@rjsf/utils';
import type { FieldSources } from './field-sources.ts';

type Values = Readonly<Record<string, unknown>>;

/** The form's values from its root, as they change. */
export interface FormValuesStore {
  get(): Values;
  set(values: Values): void;
  subscribe(listener: () => void): () => void;
}

export function createFormValuesStore(initial: Values): FormValuesStore {
  let values = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => values,
    set(next) {
      if (next === values) return;
      values = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * Fields holding input the form has not received yet (typed in the last 250 ms), each by the
 * function that hands it over now. A save waits while any is held (forms spec §4).
 */
export type HeldInputs = Set<() => void>;

export interface FieldFormContext {
  values: FormValuesStore;
  sources: FieldSources;
  heldInputs: HeldInputs;
}

const EMPTY: FieldFormContext = { values: createFormValuesStore({}), sources: {}, heldInputs: new Set() };

/** The form's context from a field's or widget's registry (empty outside FieldForm). */
export const fieldFormContext = (registry: Registry): FieldFormContext => (registry.formContext as FieldFormContext | undefined) ?? EMPTY;

/**
 * What `select` reads from the form's values, re-rendering the caller only when that changes
 * (`select` returns a primitive, or the same object for the same values).
 */
export function useFormValue<T>(registry: Registry, select: (values: Values) => T): T {
  const { values } = fieldFormContext(registry);
  return useSyncExternalStore(values.subscribe, () => select(values.get()));
}
