import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../api/use-api-query.ts';
import { useCan } from '../../../permissions/use-can.ts';
import { changeViewAs } from '../../../shell/view-as/change-view-as.ts';
import { Spinner } from '../../common/Spinner.tsx';
import './view-as-picker.css';

/**
 * The admin home's view-as control (shell spec §6): choose one or more lists and see the site as
 * a member of exactly those, until Reset in the bar that then shows. Only for those allowed allowViewAs.
 */
export function ViewAsPicker() {
  const { t } = useTranslation();
  const can = useCan();
  const allowed = can('allowViewAs', 'userLists');
  const { data } = useApiQuery(allowed ? 'GET /userLists' : null);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  if (!allowed) return null;

  const toggle = (id: number, on: boolean) => setChosen((before) => {
    const next = new Set(before);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    if (!(await changeViewAs([...chosen], t('shell.viewAs.failed')))) setBusy(false);
  };

  return (
    <section className="view-as-picker" aria-labelledby="view-as-title">
      <h2 id="view-as-title">{t('admin.viewAs.title')}</h2>
      <p className="screen__lead">{t('admin.viewAs.lead')}</p>
      {!data ? <Spinner /> : (
        <form onSubmit={(event) => void submit(event)}>
          <fieldset className="view-as-picker__lists">
            <legend>{t('admin.viewAs.lists')}</legend>
            {data.userLists.map((list) => (
              <label key={list.id} className="view-as-picker__list">
                <input type="checkbox" checked={chosen.has(list.id)} onChange={(event) => toggle(list.id, event.target.checked)} />
                {list.label}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="t-button" disabled={chosen.size === 0 || busy}>
            {t('admin.viewAs.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
