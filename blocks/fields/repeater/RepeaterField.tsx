import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getUiOptions, toFieldPathId, type FieldProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { useInFlight } from '../in-flight.ts';
import { rowOrder, type RowSort } from './row-order.ts';

type Row = Record<string, unknown> & { meta?: { deleted?: boolean } };

/** How long a removed row stays, fading, before it is marked deleted (forms spec §4, §9). */
export const ROW_REMOVAL_MS = 500;

/**
 * A list of rows of the repeater's fields. Removing a row marks it `meta.deleted` (the save drops
 * it, forms spec §3–§4) instead of taking it out, so the other rows keep their paths. Rows show in
 * the field's sort order as it was when the form opened; rows added since come after them, so a
 * row does not jump while it is being typed in. A removed row fades out for 500 ms, out of reach
 * (inert) and announced as removed, before it is marked; a save meanwhile waits for it (in flight).
 */
export function RepeaterField(props: FieldProps) {
  const { t } = useTranslation();
  const { schema, uiSchema, formData, fieldPathId, registry, errorSchema, onChange, onBlur, onFocus, disabled, readonly } = props;
  // rjsf's registry always holds its SchemaField (a form's fields are merged over its defaults).
  const SchemaField = registry.fields.SchemaField!;
  const options = getUiOptions(uiSchema);
  const rows: Row[] = Array.isArray(formData) ? formData : [];
  const [opened] = useState(() => rowOrder(rows, options.sort as RowSort | undefined));
  const order = [...opened.filter((index) => index < rows.length), ...rows.map((_row, index) => index).filter((index) => index >= opened.length)];
  const shown = order.filter((index) => !rows[index]?.meta?.deleted);
  const itemSchema = schema.items as RJSFSchema;
  // The compiler writes a row's uiSchema as data (compile-form.ts), never as a function of the row.
  const itemUiSchema = uiSchema?.items as UiSchema | undefined;
  const label = String(uiSchema?.['ui:title'] ?? schema.title ?? '');
  const locked = disabled || readonly;
  const inFlight = useInFlight();
  const [leaving, setLeaving] = useState<ReadonlySet<number>>(new Set());
  const [announced, setAnnounced] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  function remove(index: number, path: (string | number)[], name: string) {
    setLeaving((before) => new Set(before).add(index));
    setAnnounced(t('form.repeater.removed', { item: name }));
    addButton.current?.focus(); // the row's own button is about to go
    void inFlight.track(new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        onChange(true, [...path, 'meta', 'deleted']);
        setLeaving((before) => new Set([...before].filter((other) => other !== index)));
        resolve();
      }, ROW_REMOVAL_MS);
      timers.current.add(timer);
    }));
  }

  return (
    <fieldset id={fieldPathId.$id} className="field-repeater">
      <legend className="field-label">{label}</legend>
      {shown.length === 0 && <p className="field-repeater__empty">{t('form.repeater.empty')}</p>}
      {shown.map((index, position) => {
        const rowPathId = toFieldPathId(index, registry.globalFormOptions, fieldPathId);
        const rowName = `${label} ${position + 1}`;
        const isLeaving = leaving.has(index);
        return (
          <div key={index} className={`field-repeater__row${isLeaving ? ' field-repeater__row--leaving' : ''}`} role="group" aria-label={rowName} inert={isLeaving}>
            <SchemaField
              name={String(index)}
              schema={itemSchema}
              uiSchema={itemUiSchema}
              formData={rows[index]}
              errorSchema={errorSchema?.[index]}
              fieldPathId={rowPathId}
              onChange={onChange}
              onBlur={onBlur}
              onFocus={onFocus}
              registry={registry}
              disabled={disabled}
              readonly={readonly}
            />
            {!locked && (
              <button type="button" className="t-button t-button--secondary" onClick={() => remove(index, rowPathId.path, rowName)}>
                {t('form.repeater.remove')}
                <span className="t-visually-hidden"> {rowName}</span>
              </button>
            )}
          </div>
        );
      })}
      {!locked && (
        <button ref={addButton} type="button" className="t-button t-button--secondary" onClick={() => onChange([...rows, structuredClone(options.newRow ?? {}) as Row], fieldPathId.path)}>
          {t('form.repeater.add')}
          <span className="t-visually-hidden"> {label}</span>
        </button>
      )}
      <span className="t-visually-hidden" role="status">{announced}</span>
    </fieldset>
  );
}
