// Where a basic form's values go (decision 0032): a form whose every value field is a profile field
// reads and saves the signed-in member's own profile; a form holding values of any other source
// (entity, application, form answers) has no store to go to yet, so it shows and saves nothing.
import { DISPLAY_TYPES, type Field, type FormFieldSet } from '@tessera/schemas';

export type FormStorage = 'profile' | 'none';

const sourceOf = (field: Field) => field.schema?.source ?? field.source;

function valueFields(fields: readonly Field[], library: FormFieldSet['library'], seen = new Set<number>()): Field[] {
  return fields.flatMap((field) => {
    if (DISPLAY_TYPES.has(field.type)) return [];
    if (field.type !== 'group' && field.type !== 'repeater') return [field];
    if (field.id !== undefined) seen.add(field.id);
    const children = (field.childIds ?? []).filter((id) => !seen.has(id)).flatMap((id) => library?.get(id) ?? []);
    // A repeater is one value (its rows); a group's values are its fields'.
    return field.type === 'repeater' ? [field] : valueFields(children, library, seen);
  });
}

/**
 * The store of a basic form's fields: 'profile' when every field holding a value is a profile
 * field (and there is at least one), else 'none'.
 * @example formStorage({ fields: [{ id: 1, type: 'text', schema: { key: 'jobTitle', type: 'string', source: 'profile' } }] }) // 'profile'
 */
export function formStorage({ fields, library }: FormFieldSet): FormStorage {
  const values = valueFields(fields, library);
  return values.length > 0 && values.every((field) => sourceOf(field) === 'profile') ? 'profile' : 'none';
}
