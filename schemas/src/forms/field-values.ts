// What a field stores: the JSON type of its value, and the empty value it starts from.
import type { DataSchema, Field } from '../generated/model.ts';

export type ValueType = DataSchema['type'];

/** Fields that show something and store nothing. */
export const DISPLAY_TYPES: ReadonlySet<Field['type']> = new Set(['heading', 'paragraph']);

/** The value type of a field: its data schema's, else the one its type stores (as the server makes data schemas). */
export function valueTypeOf(field: Field): ValueType {
  if (field.schema) return field.schema.type;
  switch (field.type) {
    case 'number': case 'year': return 'number';
    case 'toggle': return 'boolean';
    // A checkbox with choices stores the chosen values; without, it is one yes/no box.
    case 'checkbox': return field.options?.length ? 'array' : 'boolean';
    case 'files': case 'repeater': case 'csv': return 'array';
    case 'geoLocation': case 'group': return 'object';
    case 'heading': case 'paragraph': return 'null';
    default: return 'string';
  }
}

/**
 * The value a field holds when nothing is filled in (forms spec §4, submit data): a checkbox its
 * default option or an empty list, a toggle false, a repeater an empty list, an image uploader null,
 * a number nothing (a number input cannot hold an empty text), any other an empty text.
 */
export function emptyValueOf(field: Field, type: ValueType = valueTypeOf(field)): unknown {
  if (field.type === 'checkbox') return type === 'boolean' ? false : (field.defaultOption ?? []);
  if (field.type === 'toggle') return false;
  if (field.type === 'repeater') return [];
  if (field.type === 'imageUploader') return null;
  if (type === 'number' || type === 'integer' || type === 'object') return undefined;
  if (type === 'array') return [];
  return '';
}

/** A field's starting value: its `default`, else its `defaultOption`, else its empty value. */
export const startValueOf = (field: Field, type: ValueType = valueTypeOf(field)): unknown =>
  field.default ?? field.defaultOption ?? emptyValueOf(field, type);
