import { useMemo } from 'react';
import type { ItemKind, ItemPermissionsBody } from '@tessera/schemas';
import { api } from '../../../../api/api.ts';
import { useApiQuery } from '../../../../api/use-api-query.ts';
import { itemPermissionsSchema } from '../../../forms/form-schemas.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { useEditor } from '../../use-editor.ts';
import { itemId, type SettingsItem } from '../settings-item.ts';

/** Permissions tab: the grants kept on the item (GET/POST structure/permissions/{itemId}), edited as a list. */
export function PermissionsTab({ item }: { item: SettingsItem }) {
  const { report, saved, t } = useEditor();
  const id = itemId(item);
  const kind: ItemKind = item.kind;
  const { data, error } = useApiQuery('GET /structure/permissions/{itemId}', { params: { itemId: id }, query: { kind }, cache: false, quiet: true });
  const formData = useMemo(() => ({ permissions: data?.permissions ?? [] }), [data]);
  if (error) return <p className="edit-muted">{t('editor.saveFailed')}</p>;
  if (!data) return <p className="edit-muted">{t('common.loading')}</p>;
  const save = (body: Record<string, unknown>) =>
    api.call('POST /structure/permissions/{itemId}', { params: { itemId: id }, query: { kind }, body: body as unknown as ItemPermissionsBody }).then(saved, report);
  return (
    <>
      <p className="edit-note">{t('editor.permissions.hint')}</p>
      <SchemaForm schema={itemPermissionsSchema} formData={formData} onSubmit={save} />
    </>
  );
}
