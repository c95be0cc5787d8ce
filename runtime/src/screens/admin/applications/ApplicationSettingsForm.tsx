import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Application } from '@tessera/schemas';
import { api } from '../../../api/api.ts';
import { notify } from '../../../shell/notices/notices-store.ts';
import { ListSelect } from './ListSelect.tsx';
import { refusalMessage } from './refusal-message.ts';

/** An application's label and list, saved with PUT applications/{id} against the revision shown. */
export function ApplicationSettingsForm({ application }: { application: Application }) {
  const { t } = useTranslation();
  const ids = { label: useId(), list: useId() };
  const [label, setLabel] = useState(application.label);
  const [listId, setListId] = useState<number | null>(application.userListId);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (label.trim() === '' || listId === null) return;
    setSaving(true);
    try {
      await api.call('PUT /applications/{id}', { params: { id: application.id }, body: { changes: { label: label.trim(), listId }, revision: application.revision } });
      notify({ colour: 'positive', message: t('admin.applications.saved') });
      api.invalidate('applications');
    } catch (error) {
      notify({ colour: 'negative', message: refusalMessage(error, t('admin.applications.saveFailed')) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="user-lists__form" onSubmit={save} noValidate>
      <div>
        <label className="t-label" htmlFor={ids.label}>{t('admin.applications.label')}</label>
        <input id={ids.label} className="t-input" value={label} maxLength={256} aria-invalid={label.trim() === ''} onChange={(e) => setLabel(e.target.value)} />
      </div>
      <div>
        <label className="t-label" htmlFor={ids.list}>{t('admin.applications.list')}</label>
        <ListSelect id={ids.list} value={listId} onChange={setListId} />
      </div>
      <button type="submit" className="t-button" disabled={saving || label.trim() === '' || listId === null}>{t('admin.userLists.save')}</button>
    </form>
  );
}
