import { useApiQuery } from '../../../../api/use-api-query.ts';
import { useEditor } from '../../use-editor.ts';
import type { SettingsItem } from '../settings-item.ts';

/** Notifications tab: whether members can subscribe to changes of the block (GET structure/block/{id}/amISubscribable). */
export function NotificationsTab({ item }: { item: SettingsItem }) {
  const { t } = useEditor();
  const blockId = item.kind === 'block' ? item.block.id : null;
  const { data, error } = useApiQuery(blockId === null ? null : 'GET /structure/block/{id}/amISubscribable', { params: { id: blockId ?? 0 }, cache: false, quiet: true });
  if (blockId === null) return <p className="edit-muted">{t('editor.notifications.itemHint')}</p>;
  if (error) return <p className="edit-muted">{t('editor.notifications.unknown')}</p>;
  if (!data) return <p className="edit-muted">{t('common.loading')}</p>;
  return <p className="edit-note">{t(data.subscribable ? 'editor.notifications.subscribable' : 'editor.notifications.notSubscribable')}</p>;
}
