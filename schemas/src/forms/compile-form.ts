// A form's fields and the data schemas they are bound to → the JSON Schema, uiSchema and starting
// values @rjsf/core renders, and the tree of fields with their rules that validate-form.ts checks.
// Pure and React-free: the runtime renders the result, the server validates saves with it.
import type { Field, FieldType, RuleTree } from '../generated/model.ts';
import { isGroup } from '../visibility/reduce-rule-tree.ts';
import { FormSetupError } from './form-setup-error.ts';
import { DISPLAY_TYPES, startValueOf, valueTypeOf, type ValueType } from './field-values.ts';
import { readRuleSetting } from './rule-setting.ts';
import { acceptedRules, FIELD_RULES, isRuleName, type RuleName } from './rules/index.ts';

/** The longest title of an entity property (forms spec §5, §9). */
export const TITLE_MAX_LENGTH = 256;

/** A rule of a field with its argument as the rule reads it; `disallowSubmit: false` when its errors do not stop a save. */
export interface CompiledRule { name: RuleName; argument: unknown; disallowSubmit?: false }

/** A field as validation sees it; a group's or repeater's fields are its children. */
export interface CompiledField {
  key: string;
  label: string;
  type: FieldType;
  valueType: ValueType;
  rules: CompiledRule[];
  children: CompiledField[];
  /** A conditional's condition: its children count (are checked and saved) only while it holds (form-condition.ts). */
  condition?: RuleTree;
}

/** Something in a form's setup that was left out, with the field it concerns. */
export interface FormSetupProblem { field: string; message: string }

export type JsonSchema = { [keyword: string]: unknown };
export type UiSchemaData = { [key: string]: unknown };

export interface CompiledForm {
  /** The data the form edits, as @rjsf/core reads it (structure only: the rules are in `fields`). */
  schema: JsonSchema;
  uiSchema: UiSchemaData;
  /** The starting value of every field (forms spec §4, empty defaults). */
  defaults: Record<string, unknown>;
  fields: CompiledField[];
  /** Rules a field's type does not accept, rules that do not exist, fields storing the same value twice: left out. */
  problems: FormSetupProblem[];
}

/** Where a form's fields come from: the top-level fields in order, and every field a group or repeater names by id. */
export interface FormFieldSet {
  fields: readonly Field[];
  library?: ReadonlyMap<number, Field>;
}

/** How a field is named in setup errors: its id, key or name. */
const fieldName = (field: Field) => String(field.key ?? field.name ?? field.id ?? field.type);

/**
 * The key a field's value has in the form's data: its data schema's key, else its own key, else
 * `field<id>`, else its name. A field with neither id, key nor name cannot be set up.
 */
export function dataKeyOf(field: Field): string {
  const key = field.schema?.key ?? field.key ?? (field.id === undefined ? field.name : `field${field.id}`);
  if (key === undefined || key === '') {
    throw new FormSetupError(`A field of type ${field.type} has no id, key or name: give it one of them so its value can be stored.`);
  }
  return key;
}

/** The label a member reads: the field's name, else its key. */
const labelOf = (field: Field, key: string) => field.name ?? field.key ?? key;

/** Rules every field of a kind has without asking (an email field checks addresses; an entity's title is bounded). */
function impliedRules(field: Field, key: string): Record<string, unknown> {
  const implied: Record<string, unknown> = {};
  if (field.type === 'email') implied.email = true;
  if (field.schema?.source === 'entityProperty' && key === 'title') implied.max = TITLE_MAX_LENGTH;
  if (field.schema?.source === 'entityProperty' && key === 'slug') implied.slug_valid = { source: 'entity' };
  return implied;
}

/** The field's own rules with the implied ones; an implied bound wins over a looser one of the field's. */
function rulesOf(field: Field, implied: Record<string, unknown>): [string, unknown][] {
  const own = { ...field.validation };
  for (const [name, value] of Object.entries(implied)) {
    const mine = own[name];
    own[name] = name === 'max' && typeof mine === 'number' && typeof value === 'number' ? Math.min(mine, value) : value;
  }
  return Object.entries(own);
}

function compileRules(field: Field, key: string, problems: FormSetupProblem[]): CompiledRule[] {
  const accepted = acceptedRules(field.type);
  const implied = impliedRules(field, key);
  const rules: CompiledRule[] = [];
  for (const [name, written] of rulesOf(field, implied)) {
    if (name === 'file_types' || name === 'size') continue; // the uploader's options (uiSchema)
    if (!isRuleName(name)) {
      problems.push({ field: fieldName(field), message: `Unknown validation rule '${name}'.` });
      continue;
    }
    if (!accepted.includes(name) && !Object.hasOwn(implied, name)) {
      problems.push({ field: fieldName(field), message: `A field of type ${field.type} does not take the rule '${name}' (it takes ${accepted.join(', ') || 'none'}).` });
      continue;
    }
    const { raw, disallowSubmit } = readRuleSetting(written);
    const argument = (FIELD_RULES[name].readArgument as (raw: unknown) => unknown)(raw);
    if (argument !== null) rules.push({ name, argument, ...(disallowSubmit ? {} : { disallowSubmit: false as const }) });
  }
  return rules;
}

interface Built { schema: JsonSchema; ui: UiSchemaData; start: unknown; compiled: CompiledField; required: boolean }

function choiceSchema(field: Field, type: ValueType): { schema: JsonSchema; ui: UiSchemaData } {
  const options = field.options ?? [];
  const values = options.map((option) => option.value);
  const labels = options.map((option) => option.label ?? String(option.value));
  if (type === 'array') {
    return { schema: { type: 'array', uniqueItems: true, items: { enum: values } }, ui: { 'ui:enumNames': labels } };
  }
  return { schema: { type, enum: values }, ui: { 'ui:enumNames': labels } };
}

const CHOICE_TYPES: ReadonlySet<FieldType> = new Set(['radio', 'options', 'checkbox']);

/** Types whose value is an object edited by one component of their own (rjsf would otherwise render an object's properties). */
const OBJECT_VALUE_FIELDS: ReadonlySet<FieldType> = new Set(['geoLocation', 'structureSelector']);
/** Pickers store the ids chosen. */
const PICKER_TYPES: ReadonlySet<FieldType> = new Set(['memberPicker', 'listPicker', 'entityPicker']);

/** The uiSchema options every widget may read: tooltip, popup, related blocks, the uploader's limits, a profile value's privacy. */
function widgetOptions(field: Field): UiSchemaData {
  const options: UiSchemaData = { fieldType: field.type };
  if (field.infoTooltip) options.infoTooltip = field.infoTooltip;
  if (field.infoPopup) options.infoPopup = field.infoPopup;
  if (field.relatedBlocks?.display?.length) options.relatedBlocks = field.relatedBlocks.display;
  if (field.type === 'files') {
    options.multipleFiles = field.multipleFiles ?? false;
    options.hideUploadedFiles = field.hideUploadedFiles ?? false;
    if (field.validation?.file_types) options.fileTypes = field.validation.file_types;
    if (field.validation?.size) options.maxFileSize = field.validation.size;
  }
  if (field.type === 'imageUploader' && field.uploader) options.uploader = field.uploader;
  // A profile value's privacy is per data schema: the member may change it from the form (FieldTemplate).
  if (field.schema?.source === 'profile') options.privacy = { key: field.schema.key, default: field.schema.privacy ?? 'public' };
  return options;
}

/** Every rule kind in a rule tree, nested groups included. */
function ruleKindsOf(tree: RuleTree): string[] {
  return tree.children.flatMap((child) => (isGroup(child) ? ruleKindsOf(child) : [child.kind]));
}

class FormCompiler {
  readonly problems: FormSetupProblem[] = [];
  constructor(private readonly library: ReadonlyMap<number, Field>) {}

  /** The fields named by a group's or repeater's childIds, in order. */
  private childrenOf(field: Field): Field[] {
    return (field.childIds ?? []).map((id) => {
      const child = this.library.get(id);
      if (!child) throw new FormSetupError(`The ${field.type} field '${fieldName(field)}' holds field ${id}, which does not exist.`);
      return child;
    });
  }

  /** An object of fields: the form itself, a group, a repeater's row. */
  object(fields: readonly Field[]): { schema: JsonSchema; ui: UiSchemaData; start: Record<string, unknown>; compiled: CompiledField[] } {
    const properties: Record<string, JsonSchema> = {};
    const ui: UiSchemaData = {};
    const start: Record<string, unknown> = {};
    const required: string[] = [];
    const compiled: CompiledField[] = [];
    for (const field of fields) {
      const built = this.field(field);
      const { key } = built.compiled;
      if (Object.hasOwn(properties, key)) {
        this.problems.push({ field: fieldName(field), message: `Another field of this form already stores '${key}': this one is left out.` });
        continue;
      }
      properties[key] = built.schema;
      ui[key] = built.ui;
      if (built.start !== undefined) start[key] = built.start;
      if (built.required) required.push(key);
      compiled.push(built.compiled);
    }
    ui['ui:order'] = [...Object.keys(properties), '*'];
    const schema: JsonSchema = { type: 'object', properties, ...(required.length ? { required } : {}) };
    return { schema, ui, start, compiled };
  }

  field(field: Field): Built {
    const key = dataKeyOf(field);
    const label = labelOf(field, key);
    const valueType = valueTypeOf(field);
    const rules = compileRules(field, key, this.problems);
    const required = rules.some((rule) => rule.name === 'required' || rule.name === 'options_required');
    const common: UiSchemaData = { 'ui:title': label, 'ui:options': widgetOptions(field), ...(field.disabled ? { 'ui:disabled': true } : {}) };
    const compiled: CompiledField = { key, label, type: field.type, valueType, rules, children: [] };

    if (DISPLAY_TYPES.has(field.type)) {
      const text = typeof field.value === 'string' ? field.value : label;
      return { schema: { type: 'null' }, ui: { ...common, 'ui:field': field.type, 'ui:options': { ...widgetOptions(field), text } }, start: undefined, compiled, required: false };
    }
    if (field.type === 'group' || field.type === 'conditional') {
      const inner = this.object(this.childrenOf(field));
      compiled.children = inner.compiled;
      const ui = { ...inner.ui, ...common };
      if (field.type === 'conditional') {
        compiled.condition = this.conditionOf(field);
        Object.assign(ui, { 'ui:field': 'conditional', 'ui:options': { ...widgetOptions(field), condition: compiled.condition } });
      }
      return { schema: { ...inner.schema, title: label }, ui, start: { ...inner.start, ...(field.default as object | undefined) }, compiled, required: false };
    }
    if (field.type === 'repeater') return this.repeater(field, compiled, common);

    const choice = CHOICE_TYPES.has(field.type) && field.options?.length ? choiceSchema(field, valueType) : null;
    const widget = field.type === 'checkbox' && valueType === 'array' ? 'checkboxes' : field.type;
    const schema: JsonSchema = { title: label, ...(choice?.schema ?? { type: valueType }) };
    // A number box emptied holds no number: null, which `required` then refuses.
    if (schema.type === 'number' || schema.type === 'integer') schema.type = [schema.type, 'null'];
    if (PICKER_TYPES.has(field.type) && valueType === 'array') schema.items = { type: 'integer' };
    // A files field holds the ids of its files.
    if (field.type === 'files' && schema.type === 'array') schema.items = { type: 'integer' };
    const component = OBJECT_VALUE_FIELDS.has(field.type) ? { 'ui:field': widget } : { 'ui:widget': widget };
    return { schema, ui: { ...common, ...choice?.ui, ...component }, start: startValueOf(field, valueType), compiled, required };
  }

  /** A conditional's rule tree (none: it always shows, as an empty `all` group passes); kinds a form cannot decide are listed as problems. */
  private conditionOf(field: Field): RuleTree {
    const condition = field.condition ?? { logicalOperator: 'all', children: [] };
    const kinds = new Set(ruleKindsOf(condition));
    kinds.delete('formField');
    if (kinds.size) {
      this.problems.push({ field: fieldName(field), message: `A conditional reads only the form's values: its ${[...kinds].join(', ')} rules never hold.` });
    }
    return condition;
  }

  private repeater(field: Field, compiled: CompiledField, common: UiSchemaData): Built {
    const children = this.childrenOf(field);
    const row = this.object(children);
    compiled.children = row.compiled;
    const items = { ...row.schema, properties: { ...(row.schema.properties as object), meta: { type: 'object', properties: { deleted: { type: 'boolean' } } } } };
    const options = { ...(common['ui:options'] as UiSchemaData), newRow: row.start, ...this.sortOption(field, children) };
    return {
      schema: { type: 'array', title: compiled.label, items },
      ui: { ...common, 'ui:field': 'repeater', 'ui:options': options, items: { ...row.ui, meta: { 'ui:widget': 'hidden' } } },
      start: Array.isArray(field.default) ? field.default : [],
      compiled,
      required: false,
    };
  }

  /** A repeater's row order: by the data key of the child named in `sort`. */
  private sortOption(field: Field, children: readonly Field[]): UiSchemaData {
    if (!field.sort) return {};
    const by = children.find((child) => child.id === field.sort!.fieldId);
    if (!by) {
      this.problems.push({ field: fieldName(field), message: `The repeater sorts by field ${field.sort.fieldId}, which is not one of its fields: rows keep their order.` });
      return {};
    }
    return { sort: { key: dataKeyOf(by), direction: field.sort.direction ?? 'asc', blankPosition: field.sort.blankPosition ?? 'last' } };
  }
}

/**
 * Compiles a form's fields. Throws FormSetupError when a field has no id, key or name, or names a
 * child that does not exist; leaves out (and lists in `problems`) what it cannot use.
 * @example
 * compileForm({ fields: [{ id: 1, key: 'email', name: 'Email', type: 'email', validation: { required: true } }] })
 * // schema.properties.email: { title: 'Email', type: 'string' }; fields[0].rules: email, required
 */
export function compileForm({ fields, library = new Map() }: FormFieldSet): CompiledForm {
  const compiler = new FormCompiler(library);
  const { schema, ui, start, compiled } = compiler.object(fields);
  return { schema, uiSchema: ui, defaults: start, fields: compiled, problems: compiler.problems };
}
