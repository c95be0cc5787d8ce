import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserList } from '@tessera/schemas';
import { api } from '../../../api/api.ts';
import { ApiError } from '../../../api/api-error.ts';
import { notify } from '../../../shell/notices/notices-store.ts';

/**
 * A list's label and, for a list filled by hand (`withCapacity`), its capacity (null: unlimited), saved with POST /userLists/{id} against the
 * revision shown. A refusal shows the server's reason (a capacity below the accepted members, a
 * list changed meanwhile); anything else the spec's save failure.
 */
export function ListSettingsForm({ list, withCapacity }: { list: UserList; withCapacity: boolean }) {
  const { t } = useTranslation();
  const ids = { label: useId(), capacity: useId(), unlimited: useId() };
  const [label, setLabel] = useState(list.label);
  const [unlimited, setUnlimited] = useState(list.capacity === null);
  const [capacity, setCapacity] = useState(String(list.capacity ?? ''));
  const [saving, setSaving] = useState(false);
  const capacityValue = Number(capacity);
  const capacityValid = unlimited || (capacity.trim() !== '' && Number.isInteger(capacityValue) && capacityValue >= 0);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!capacityValid || label.trim() === '') return;
    setSaving(true);
    try {
      await api.call('POST /userLists/{id}', {
        params: { id: list.id },
        body: { changes: { label: label.trim(), ...(withCapacity && { capacity: unlimited ? null : capacityValue }) }, revision: list.revision },
      });
      notify({ colour: 'positive', message: t('admin.userLists.saved') });
      api.invalidate('userLists');
    } catch (error) {
      const refused = error instanceof ApiError && (error.status === 400 || error.status === 409);
      notify({ colour: 'negative', message: refused ? error.message : t('admin.userLists.saveFailed') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="user-lists__form" onSubmit={save} noValidate>
      <div>
        <label className="t-label" htmlFor={ids.label}>{t('admin.userLists.label')}</label>
        <input id={ids.label} className="t-input" value={label} maxLength={256} required aria-invalid={label.trim() === ''} onChange={(e) => setLabel(e.target.value)} />
      </div>
      {withCapacity && (
        <fieldset className="user-lists__capacity">
          <legend className="t-label">{t('admin.userLists.capacity')}</legend>
          <label className="user-lists__check" htmlFor={ids.unlimited}>
            <input id={ids.unlimited} type="checkbox" checked={unlimited} onChange={(e) => setUnlimited(e.target.checked)} />
            {t('admin.userLists.unlimited')}
          </label>
          {!unlimited && (
            <>
              <label className="t-visually-hidden" htmlFor={ids.capacity}>{t('admin.userLists.capacityPlaces')}</label>
              <input
                id={ids.capacity} className="t-input user-lists__number" type="number" inputMode="numeric" min={0} step={1}
                value={capacity} aria-invalid={!capacityValid} aria-describedby={capacityValid ? undefined : `${ids.capacity}-error`}
                onChange={(e) => setCapacity(e.target.value)}
              />
              {!capacityValid && <p id={`${ids.capacity}-error`} className="t-field-error">{t('admin.userLists.capacityInvalid')}</p>}
            </>
          )}
        </fieldset>
      )}
      <button type="submit" className="t-button" disabled={saving || !capacityValid || label.trim() === ''}>{t('admin.userLists.save')}</button>
    </form>
  );
}
