import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../api/use-api-query.ts';
import { listKind } from '../user-lists/list-kind.ts';

/** A choice among the lists filled by hand (the only ones people apply to); `allLabel` adds a choice of none. */
export function ListSelect({ id, value, onChange, allLabel }: { id: string; value: number | null; onChange(listId: number | null): void; allLabel?: string }) {
  const { t } = useTranslation();
  const { data } = useApiQuery('GET /userLists');
  const lists = (data?.userLists ?? []).filter((list) => allLabel !== undefined || listKind(list) === 'manual');
  return (
    <select id={id} className="t-input" value={value ?? ''} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}>
      <option value="">{allLabel ?? t('admin.applications.chooseList')}</option>
      {lists.map((list) => <option key={list.id} value={list.id}>{list.label}</option>)}
    </select>
  );
}
