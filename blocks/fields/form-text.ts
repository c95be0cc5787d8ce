// The form's texts for its fields, from the one useTranslation of FieldForm. react-i18next's hook
// costs more per mount than the rest of a drop-down (about 0.5 ms; a form of 200 fields mounted
// 11 ms faster without it in 20 of them), so the controls a form repeats field after field read
// the form's `t` from this context instead. It changes with the language, re-rendering them.
import { createContext, useContext } from 'react';
import type { TFunction } from 'i18next';

/** Outside FieldForm (no field is ever rendered there) a key stands for its text. */
const keysAsTexts = ((key: string) => key) as TFunction;

export const FormTextContext = createContext<TFunction>(keysAsTexts);

/** The form's `t`, in the member's language. */
export const useFormText = (): TFunction => useContext(FormTextContext);
