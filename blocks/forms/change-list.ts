// The lines of the confirmation dialog: each changed value under its field's label, choices by
// their labels, yes/no boxes and empty values in words.
import type { CompiledForm } from '@tessera/schemas';
import type { FormValues } from './field-rules-validator.ts';

export interface ChangeLine { key: string; label: string; value: string }

/** How the dialog words values that are not text. */
export interface ValueWords { yes: string; no: string; empty: string }

type Node = { enum?: unknown[]; items?: { enum?: unknown[] }; properties?: Record<string, Node> };

function valueText(value: unknown, choices: readonly unknown[] | undefined, labels: readonly unknown[] | undefined, words: ValueWords): string {
  const one = (item: unknown) => {
    const at = choices?.indexOf(item) ?? -1;
    return at >= 0 && typeof labels?.[at] === 'string' ? (labels[at] as string) : String(item);
  };
  if (value === '' || value === null || value === undefined || (Array.isArray(value) && value.length === 0)) return words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'object' && item !== null ? Object.values(item).filter((v) => v !== '').join(' · ') : one(item))).join(', ');
  if (typeof value === 'object') return Object.values(value).filter((v) => v !== '' && v !== undefined).map(String).join(', ') || words.empty;
  return one(value);
}

/**
 * One line per changed value, in the form's field order.
 * @example changeLines(form, { email: 'ada@example.com' }, words) // [{ key: 'email', label: 'Email', value: 'ada@example.com' }]
 */
export function changeLines(form: Pick<CompiledForm, 'fields' | 'schema' | 'uiSchema'>, changes: FormValues, words: ValueWords): ChangeLine[] {
  const properties = ((form.schema as Node).properties ?? {});
  return form.fields
    .filter((field) => Object.hasOwn(changes, field.key))
    .map((field) => {
      const node = properties[field.key] ?? {};
      const ui = (form.uiSchema[field.key] ?? {}) as { 'ui:enumNames'?: unknown[] };
      return { key: field.key, label: field.label, value: valueText(changes[field.key], node.enum ?? node.items?.enum, ui['ui:enumNames'], words) };
    });
}
