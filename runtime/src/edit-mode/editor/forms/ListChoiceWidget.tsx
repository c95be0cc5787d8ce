import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../api/use-api-query.ts';

/**
 * An array of user list ids chosen by ticking the lists by label (the page setting
 * `visibleToLists`). The lists are the site's, so the form's schema (compiled ahead of time) can
 * only say "list ids"; a list the id names no longer is shown by its id, to be unticked.
 */
export function ListChoiceWidget({ id, value, onChange, disabled, readonly }: WidgetProps) {
  const { t } = useTranslation();
  const { data, error } = useApiQuery('GET /userLists', { quiet: true });
  const chosen: number[] = Array.isArray(value) ? (value as number[]) : [];
  if (!data) return <p className="edit-muted" role="status">{t(error ? 'editor.settings.loadFailed' : 'editor.settings.loading')}</p>;

  const known = new Set(data.userLists.map((list) => list.id));
  const choices = [...data.userLists.map((list) => ({ id: list.id, label: list.label })), ...chosen.filter((listId) => !known.has(listId)).map((listId) => ({ id: listId, label: `#${listId}` }))];
  const toggle = (listId: number, on: boolean) => onChange(on ? [...chosen, listId] : chosen.filter((other) => other !== listId));
  return (
    <div id={id} className="list-choice" role="group">
      {choices.map((list) => (
        <label key={list.id} className="list-choice__item">
          <input type="checkbox" checked={chosen.includes(list.id)} disabled={disabled || readonly} onChange={(event) => toggle(list.id, event.target.checked)} />
          {list.label}
        </label>
      ))}
      <p className="edit-muted list-choice__hint">{t(chosen.length === 0 ? 'editor.pageLists.everyone' : 'editor.pageLists.some')}</p>
    </div>
  );
}
