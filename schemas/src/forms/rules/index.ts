// Every validation rule by the name a field's `validation` uses, and the rules each field type
// accepts (forms spec §5, "Rules accepted per field type").
import type { FieldType } from '../../generated/model.ts';
import { applicationTargetMatchesList, filterDuplicatesByKey, isUnique, notificationOwnership } from './choice-rules.ts';
import { dateAfter, dateBefore } from './date-rules.ts';
import { between, maxCustom, minCustom } from './number-rules.ts';
import { feedValid, handlebars, handlebarsOrURL, slugValid } from './remote-rules.ts';
import { email, emailWithNameParentheses, isLink, maxHtml, maxLength, minLength, numeric, optionsRequired, required, url } from './text-rules.ts';

export const FIELD_RULES = {
  required,
  options_required: optionsRequired,
  numeric,
  email,
  emailWithNameParentheses,
  min: minLength,
  max: maxLength,
  url,
  isLink,
  maxHtml,
  between,
  min_custom: minCustom,
  max_custom: maxCustom,
  date_before: dateBefore,
  date_after: dateAfter,
  is_unique: isUnique,
  notification_ownership: notificationOwnership,
  filterDuplicatesByKey,
  applicationTargetMatchesList,
  slug_valid: slugValid,
  feed_valid: feedValid,
  handlebars,
  handlebarsOrURL,
} as const satisfies Record<string, { readonly remote?: boolean; readArgument(raw: unknown): unknown }>;

export type RuleName = keyof typeof FIELD_RULES;

const TEXT_RULES: readonly RuleName[] = ['required', 'numeric', 'email', 'min', 'max', 'url', 'slug_valid', 'feed_valid', 'isLink', 'handlebars', 'handlebarsOrURL'];

/**
 * The rules of the spec's table, by field type; a type it does not name takes `required` only, and
 * files' file_types and size are the uploader's options rather than rules on a value. The rules
 * the spec lists without a type (is_unique, emailWithNameParentheses, maxHtml, options_required on
 * choices, filterDuplicatesByKey on repeaters, applicationTargetMatchesList on structure selectors)
 * go with the types whose values they read (decision 0029).
 */
export const RULES_BY_TYPE: Partial<Record<FieldType, readonly RuleName[]>> = {
  date: ['required', 'date_after', 'date_before'],
  year: ['required', 'min_custom', 'max_custom'],
  text: [...TEXT_RULES, 'is_unique', 'emailWithNameParentheses', 'maxHtml'],
  textarea: [...TEXT_RULES.filter((rule) => rule !== 'isLink' && rule !== 'handlebars'), 'is_unique', 'maxHtml'],
  email: ['required', 'is_unique', 'emailWithNameParentheses'],
  number: ['required', 'min_custom', 'max_custom', 'between'],
  toggle: ['required'],
  checkbox: ['required', 'min_custom', 'max_custom', 'options_required'],
  options: ['required', 'notification_ownership', 'options_required'],
  radio: ['required', 'options_required'],
  files: [],
  repeater: ['filterDuplicatesByKey'],
  geoLocation: [],
  structureSelector: ['required', 'applicationTargetMatchesList'],
  // Pickers hold a list of ids: how many may be chosen is min_custom/max_custom, as on a checkbox.
  memberPicker: ['required', 'min_custom', 'max_custom'],
  listPicker: ['required', 'min_custom', 'max_custom'],
  entityPicker: ['required', 'min_custom', 'max_custom'],
  conditional: [],
  heading: [],
  paragraph: [],
  group: [],
};

/** The rule names a field of `type` may use. */
export const acceptedRules = (type: FieldType): readonly RuleName[] => RULES_BY_TYPE[type] ?? ['required'];

/** Whether `name` is a rule of ours. */
export const isRuleName = (name: string): name is RuleName => Object.hasOwn(FIELD_RULES, name);
