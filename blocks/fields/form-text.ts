// The form's texts for its fields, from the one useTranslation of FieldForm. The controls a form
// repeats field after field read the form's `t` from this context instead of each calling
// useTranslation: with the 20 drop-downs of the 200-field benchmark form doing so, its mount took
// about 10 ms less main-thread CPU (tests/bench/render-fixture-cpu.ts, 8 and 10 alternating
// loads). It changes with the language, re-rendering them.
import { createContext, useContext } from 'react';
import type { TFunction } from 'i18next';

/** Outside FieldForm (no field is ever rendered there) a key stands for its text. */
const keysAsTexts = ((key: string) => key) as TFunction;

export const FormTextContext = createContext<TFunction>(keysAsTexts);

/** The form's `t`, in the member's language. */
export const useFormText = (): TFunction => useContext(FormTextContext);
