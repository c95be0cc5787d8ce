// The form engine's pure half: compile fields to a form, check values against it.
export { compileForm, dataKeyOf, TITLE_MAX_LENGTH, type CompiledForm, type CompiledField, type CompiledRule, type FormFieldSet, type FormSetupProblem, type JsonSchema, type UiSchemaData } from './compile-form.ts';
export { validateForm, validateRemote, hasRemoteRules, blocksSaving, type FieldError } from './validate-form.ts';
export { FormSetupError } from './form-setup-error.ts';
export { submitValues } from './submit-values.ts';
export { conditionHolds } from './form-condition.ts';
export { emptyValueOf, startValueOf, valueTypeOf, DISPLAY_TYPES, type ValueType } from './field-values.ts';
export { FIELD_RULES, RULES_BY_TYPE, acceptedRules, type RuleName } from './rules/index.ts';
export { slugValidatePath, feedPath } from './rules/remote-rules.ts';
export { MIN_MAILTO_LENGTH } from './rules/text-rules.ts';
export type { MessageKind, RuleFailure, RemoteContext } from './rules/rule-types.ts';
