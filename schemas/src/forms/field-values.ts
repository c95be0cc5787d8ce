// What a field stores: the JSON type of its value, and the empty value it starts from.
import type { DataSchema, Field, FieldType } from '../generated/model.ts';

export type ValueType = DataSchema['type'];

/** Fields that show something and store nothing. */
export const DISPLAY_TYPES: ReadonlySet<Field['type']> = new Set(['heading', 'paragraph']);

/** The value type of a field: its data schema's, else the one its type stores (as the server makes data schemas). */
export function valueTypeOf(field: Field): ValueType {
  if (field.schema) return field.schema.type;
  switch (field.type) {
    case 'number': case 'year': return 'number';
    case 'toggle': return 'boolean';
    // An image uploader stores the id of its image file (null without one).
    case 'imageUploader': return 'integer';
    // A checkbox with choices stores the chosen values; without, it is one yes/no box.
    case 'checkbox': return field.options?.length ? 'array' : 'boolean';
    // Pickers keep the ids chosen; csv is comma-separated text (its empty save value is '', forms spec §4).
    case 'files': case 'repeater': case 'memberPicker': case 'listPicker': case 'entityPicker': return 'array';
    // A place {address, lat, lng, radius}; a structure choice {kind, id}; a conditional's child values, as a group's.
    case 'geoLocation': case 'group': case 'conditional': case 'structureSelector': return 'object';
    case 'heading': case 'paragraph': return 'null';
    default: return 'string';
  }
}

/**
 * The empty value forms spec §4 names for a type ("Submit data"): a checkbox its default option or
 * an empty list (a yes/no box: false), a toggle false, a repeater an empty list, an image uploader
 * null; undefined for the types it puts under "all others".
 */
export function namedEmptyValue(type: FieldType, valueType: ValueType, defaultOption: unknown): unknown {
  if (type === 'checkbox') return valueType === 'boolean' ? false : (defaultOption ?? []);
  if (type === 'toggle') return false;
  if (type === 'repeater') return [];
  if (type === 'imageUploader') return null;
  return undefined;
}

/**
 * The value a field starts from when nothing is filled in: the spec's named empty values, else
 * nothing for a number or an object (a number box cannot hold an empty text), an empty list for a
 * list, an empty text for the rest.
 */
export function emptyValueOf(field: Field, type: ValueType = valueTypeOf(field)): unknown {
  const named = namedEmptyValue(field.type, type, field.defaultOption);
  if (named !== undefined) return named;
  if (type === 'number' || type === 'integer' || type === 'object') return undefined;
  return type === 'array' ? [] : '';
}

/** A field's starting value: its `default`, else its `defaultOption`, else its empty value. */
export const startValueOf = (field: Field, type: ValueType = valueTypeOf(field)): unknown =>
  field.default ?? field.defaultOption ?? emptyValueOf(field, type);
