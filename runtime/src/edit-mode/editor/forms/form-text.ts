// Labels, rjsf's own words and validation messages of the settings forms as translation keys.
import type { TFunction } from 'i18next';
import { englishStringTranslator, TranslatableString, type RJSFSchema, type RJSFValidationError, type UiSchema } from '@rjsf/utils';

/** rjsf's words the editor's forms show, by rjsf's name for them. */
const RJSF_KEYS: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.AddItemButton]: 'editor.form.addItem',
  [TranslatableString.AddButton]: 'editor.form.addItem',
  [TranslatableString.RemoveButton]: 'editor.form.remove',
  [TranslatableString.MoveUpButton]: 'editor.form.moveUp',
  [TranslatableString.MoveDownButton]: 'editor.form.moveDown',
  [TranslatableString.EmptyArray]: 'editor.form.emptyList',
  [TranslatableString.ErrorsLabel]: 'editor.form.errors',
  [TranslatableString.YesLabel]: 'editor.form.yes',
  [TranslatableString.NoLabel]: 'editor.form.no',
};

/** rjsf's translateString in the member's language; words the editor's forms never show stay rjsf's. */
export const formStrings = (t: TFunction) => (name: TranslatableString, params?: string[]) => {
  const key = RJSF_KEYS[name];
  return key ? t(key) : englishStringTranslator(name, params);
};

/** Ajv's keyword → the message key; anything else reads "This value is not valid". */
const ERROR_KEYS: Readonly<Record<string, string>> = {
  required: 'editor.form.error.required',
  minLength: 'editor.form.error.minLength',
  maxLength: 'editor.form.error.maxLength',
  pattern: 'editor.form.error.pattern',
  minimum: 'editor.form.error.minimum',
  maximum: 'editor.form.error.maximum',
  minItems: 'editor.form.error.minItems',
  type: 'editor.form.error.type',
};

/** Ajv's English messages replaced by translated ones. */
export const translateErrors = (t: TFunction) => (errors: RJSFValidationError[]): RJSFValidationError[] =>
  errors.map((error) => {
    const limit = (error.params as { limit?: number } | undefined)?.limit;
    const message = t(ERROR_KEYS[error.name ?? ''] ?? 'editor.form.error.invalid', { limit });
    return { ...error, message, stack: message };
  });

/**
 * A uiSchema labelling every property of `schema` (nested objects included) with
 * `editor.field.<name>`: labels come from translations, never from the schema.
 */
export function labelledUiSchema(schema: RJSFSchema, t: TFunction, extra: UiSchema = {}): UiSchema {
  const ui: UiSchema = { 'ui:submitButtonOptions': { norender: true }, ...extra };
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (typeof property !== 'object') continue;
    const own = extra[name] as UiSchema | undefined;
    const items = property.items;
    const nested = property.type === 'object'
      ? labelledUiSchema(property, t, own)
      : property.type === 'array' && typeof items === 'object' && !Array.isArray(items) && items.type === 'object'
        ? { ...own, items: labelledUiSchema(items, t, own?.items as UiSchema | undefined) }
        : own;
    ui[name] = { 'ui:title': t(`editor.field.${name}`), 'ui:description': '', ...nested, 'ui:submitButtonOptions': undefined };
  }
  return ui;
}
