import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Application, Field } from '@tessera/schemas';
import { api } from '../../../api/api.ts';
import { useApiQuery } from '../../../api/use-api-query.ts';
import { notify } from '../../../shell/notices/notices-store.ts';
import { refusalMessage } from './refusal-message.ts';

const fieldName = (field: Field | undefined, id: number) => field?.name ?? field?.schema?.key ?? field?.key ?? `#${id}`;

/** The application form's fields in order, each removable, and a choice of the site's other fields to add. */
export function ApplicationFields({ application, editable }: { application: Application; editable: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const addId = useId();
  const { data } = useApiQuery('GET /structure/field', { query: { withSchemas: true } });
  const [adding, setAdding] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const byId = new Map((data?.fields ?? []).flatMap((field) => (field.id === undefined ? [] : [[field.id, field] as const])));
  const others = [...byId.values()].filter((field) => field.id !== undefined && !application.fieldIds.includes(field.id) && field.type !== 'heading');

  async function change(fieldId: number, present: boolean) {
    setBusy(true);
    try {
      const call = present ? 'PUT /applications/{id}/field/{fieldId}' : 'DELETE /applications/{id}/field/{fieldId}';
      await api.call(call, { params: { id: application.id, fieldId } });
      api.invalidate('applications');
      setAdding(null);
    } catch (error) {
      notify({ colour: 'negative', message: refusalMessage(error, t('admin.applications.saveFailed')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <h2 id={headingId}>{t('admin.applications.fields')}</h2>
      {application.fieldIds.length === 0 && <p>{t('admin.applications.noFields')}</p>}
      {application.fieldIds.length > 0 && (
        <ul className="user-lists__list" aria-labelledby={headingId}>
          {application.fieldIds.map((fieldId) => (
            <li key={fieldId} className="user-lists__item" data-field-id={fieldId}>
              <span className="user-lists__label">{fieldName(byId.get(fieldId), fieldId)}</span>
              {editable && (
                <button type="button" className="t-button t-button--secondary" disabled={busy} onClick={() => void change(fieldId, false)}
                  aria-label={t('admin.applications.removeField', { name: fieldName(byId.get(fieldId), fieldId) })}>
                  {t('admin.applications.remove')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {editable && others.length > 0 && (
        <div className="applications-admin__add">
          <label className="t-label" htmlFor={addId}>{t('admin.applications.addField')}</label>
          <div className="applications-admin__actions">
            <select id={addId} className="t-input" value={adding ?? ''} onChange={(e) => setAdding(e.target.value === '' ? null : Number(e.target.value))}>
              <option value="">{t('admin.applications.chooseField')}</option>
              {others.map((field) => <option key={field.id} value={field.id}>{fieldName(field, field.id!)}</option>)}
            </select>
            <button type="button" className="t-button" disabled={busy || adding === null} onClick={() => adding !== null && void change(adding, true)}>{t('admin.applications.add')}</button>
          </div>
        </div>
      )}
    </>
  );
}
