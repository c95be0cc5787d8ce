import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import type { StructureEntry } from '../field-sources.ts';
import { fieldFormContext } from '../form-context.ts';
import { SearchCombobox, type ItemText } from '../pickers/SearchCombobox.tsx';
import { controlAria } from '../templates/described-by.ts';
import { RequiredMark } from '../templates/RequiredMark.tsx';
import { asChoice, entryKey, matchStructure } from './structure-search.ts';

const KIND_KEYS = { module: 'form.structure.module', page: 'form.structure.page', block: 'form.structure.block' } as const;

/**
 * One module, page or block of the site, found by typing part of its name or place; stored as
 * `{kind, id}`. The entries are the structure the form's host gives (what the member may see).
 */
export function StructureSelectorField(props: FieldProps) {
  const { t } = useTranslation();
  const { formData, fieldPathId, uiSchema, schema, onChange, onBlur, onFocus, disabled, readonly, required, rawErrors, registry } = props;
  const id = fieldPathId.$id;
  const load = fieldFormContext(registry).sources.structure;
  const [entries, setEntries] = useState<readonly StructureEntry[] | null>(null);
  useEffect(() => {
    if (!load) return;
    let current = true;
    load().then((loaded) => current && setEntries(loaded), (error: unknown) => console.warn('The site structure could not be read:', error));
    return () => { current = false; };
  }, [load]);

  const choice = asChoice(formData);
  const chosen = choice ? entries?.find((entry) => entryKey(entry) === entryKey(choice)) ?? { ...choice, label: `#${choice.id}` } : null;
  const search = useCallback(async (text: string) => matchStructure(entries ?? [], text), [entries]);
  const text: ItemText<StructureEntry> = {
    key: entryKey,
    label: (entry) => entry.label,
    detail: (entry) => [t(KIND_KEYS[entry.kind]), entry.path].filter(Boolean).join(' · '),
  };
  const label = String(uiSchema?.['ui:title'] ?? schema.title ?? '');
  const aria = controlAria({ id, rawErrors, options: getUiOptions(uiSchema), required });

  return (
    <div className="field-structure">
      <label className="field-label" htmlFor={id}>{label}<RequiredMark required={required} /></label>
      <SearchCombobox<StructureEntry>
        id={id}
        label={label}
        single
        selected={chosen ? [chosen] : []}
        search={load && entries ? search : null}
        text={text}
        onChange={(picked) => {
          const last = picked.at(-1);
          onChange(last ? { kind: last.kind, id: last.id } : undefined, fieldPathId.path);
        }}
        onBlur={() => onBlur(id, formData)}
        onFocus={() => onFocus(id, formData)}
        disabled={disabled}
        readonly={readonly}
        aria={aria}
      />
    </div>
  );
}
